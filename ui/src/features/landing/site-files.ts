import { site } from "@/content/site"

/** siteFiles returns robots.txt, sitemap.xml and the web manifest, built from the site content. */
export function siteFiles(): Record<string, string> {
  const robots = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /portal",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${site.url}/sitemap.xml`,
    "",
  ].join("\n")
  const sitemap = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    `  <url><loc>${site.url}/</loc><changefreq>monthly</changefreq><priority>1.0</priority></url>`,
    `</urlset>`,
    "",
  ].join("\n")
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: site.description,
    start_url: "/",
    display: "standalone",
    background_color: site.backgroundColor,
    theme_color: site.themeColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  }
  return {
    "robots.txt": robots,
    "sitemap.xml": sitemap,
    "site.webmanifest": `${JSON.stringify(manifest, null, 2)}\n`,
  }
}
