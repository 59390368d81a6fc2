import { describe, expect, it } from "vitest"
import { site } from "@/content/site"
import type { structuredData } from "./seo-head"
import { escapeAttr, headTags } from "./seo-head"
import { siteFiles } from "./site-files"

describe("landing SEO head", () => {
  const head = headTags()

  it("points canonical, og:url and og:image at the public site URL", () => {
    expect(head).toContain(`<link rel="canonical" href="${site.url}/" />`)
    expect(head).toContain(`<meta property="og:url" content="${site.url}/" />`)
    expect(head).toContain(`<meta property="og:image" content="${site.url}${site.ogImage.src}" />`)
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />')
  })

  it("escapes attribute text, so a quote in the copy cannot break the markup", () => {
    expect(escapeAttr(`"Tom & Jerry" <b>`)).toBe("&quot;Tom &amp; Jerry&quot; &lt;b&gt;")
    expect(head).toContain(`<title>${escapeAttr(site.title)}</title>`)
  })

  it("describes the service and its one offer in JSON-LD that cannot close its script element", () => {
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)?.[1] ?? ""
    expect(json).not.toMatch(/<\//)
    const graph = (JSON.parse(json) as ReturnType<typeof structuredData>)["@graph"]
    const service = graph.find((node) => node["@type"] === "Service")
    expect(service).toMatchObject({
      offers: { "@type": "Offer", price: "200.00", priceCurrency: "USD" }, // the contract's price
    })
    expect(head.match(/<\/script>/g)).toHaveLength(1)
  })
})

describe("landing site files", () => {
  const files = siteFiles()

  it("lets crawlers in, keeps them out of portal, admin and API, and names the sitemap", () => {
    const robots = files["robots.txt"]
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Disallow: \/portal$/m)
    expect(robots).toMatch(/^Disallow: \/admin$/m)
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`)
  })

  it("lists the home page in the sitemap and the icons in the manifest", () => {
    expect(files["sitemap.xml"]).toContain(`<loc>${site.url}/</loc>`)
    const manifest = JSON.parse(files["site.webmanifest"] ?? "{}") as {
      icons: { sizes: string }[]
      start_url: string
    }
    expect(manifest.start_url).toBe("/")
    expect(manifest.icons.map((i) => i.sizes)).toEqual(["192x192", "512x512", "any"])
  })
})
