import { offer } from "@/content/offer"
import { PRICE_AMOUNT, PRICE_CURRENCY } from "@/content/price"
import { site } from "@/content/site"
import { socialLinks } from "@/content/social"

/** escapeAttr makes text safe inside a double-quoted HTML attribute or element text. */
export function escapeAttr(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

/** structuredData is the JSON-LD graph: the studio, and the service with its one offer. */
export function structuredData() {
  const home = `${site.url}/`
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": `${home}#organization`,
        name: site.name,
        url: home,
        logo: `${site.url}/icon-512.png`,
        email: site.email,
        sameAs: socialLinks.map((link) => link.href),
      },
      {
        "@type": "Service",
        "@id": `${home}#service`,
        name: "Online store design and build for clothing brands",
        serviceType: "E-commerce website development",
        description: offer.summary,
        provider: { "@id": `${home}#organization` },
        areaServed: "Worldwide",
        audience: { "@type": "BusinessAudience", name: "Clothing and fashion brands" },
        offers: {
          "@type": "Offer",
          name: offer.name,
          price: PRICE_AMOUNT,
          priceCurrency: PRICE_CURRENCY,
          availability: "https://schema.org/InStock",
          url: `${home}#pricing`,
          description: `${offer.summary} Turnaround: ${offer.turnaround}.`,
        },
      },
    ],
  }
}

/** headTags returns the SEO part of the landing page's <head>, as HTML. */
export function headTags(): string {
  const home = `${site.url}/`
  const image = `${site.url}${site.ogImage.src}`
  const meta = (attr: "name" | "property", key: string, value: string | number) =>
    `<meta ${attr}="${key}" content="${escapeAttr(String(value))}" />`
  // "</script>" inside JSON would end the element early: escape every "<".
  const json = JSON.stringify(structuredData()).replace(/</g, "\\u003c")
  return [
    `<title>${escapeAttr(site.title)}</title>`,
    meta("name", "description", site.description),
    `<link rel="canonical" href="${escapeAttr(home)}" />`,
    meta("name", "theme-color", site.themeColor),
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png" />`,
    `<link rel="manifest" href="/site.webmanifest" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", site.name),
    meta("property", "og:locale", site.locale),
    meta("property", "og:url", home),
    meta("property", "og:title", site.title),
    meta("property", "og:description", site.description),
    meta("property", "og:image", image),
    meta("property", "og:image:width", site.ogImage.width),
    meta("property", "og:image:height", site.ogImage.height),
    meta("property", "og:image:alt", site.ogImage.alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:site", site.twitterHandle),
    meta("name", "twitter:title", site.title),
    meta("name", "twitter:description", site.description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", site.ogImage.alt),
    `<script type="application/ld+json">${json}</script>`,
  ].join("\n    ")
}
