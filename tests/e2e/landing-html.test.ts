import { get } from "node:http"
import { describe, expect, it } from "vitest"
import { launchPlainBrowser, screenshot, viewports } from "../support/browser"
import { testWorld } from "../support/world"

// What a crawler or a visitor without JavaScript gets from `/`: the whole page as HTML.
describe("prerendered landing page", () => {
  const world = testWorld()

  it("serves the page's text in the raw HTML of /, compressed, before any script runs", async () => {
    const res = await fetch(`${world.server.url}/`, { headers: { "Accept-Encoding": "gzip" } })
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toMatch(/^text\/html/)
    expect(res.headers.get("content-encoding")).toBe("gzip")
    const html = await res.text() // fetch decodes gzip; the raw bytes are checked below
    for (const text of [
      "Your brand&#x27;s online store, launched in",
      "48 hours.",
      "Join 30+ Brands",
      "Book a 15-min intro call",
      "Let&#x27;s Build Yours",
      "Ava Okafor",
      "30%",
      "Our Proven Approach",
      "AI-Powered Efficiency",
      "Frequently asked",
      "$200",
      "2-day turnaround",
      "Book a Call Now",
      "All rights reserved.",
    ]) {
      expect(html, text).toContain(text)
    }
    for (const id of ["social-proof", "testimonials", "services-section", "pricing", "contact-section"]) {
      expect(html).toContain(`id="${id}"`)
    }
    // 4 projects, 4 brand marks in the hero card, the 13 strip screenshots twice.
    expect(html.match(/<img /g)?.length).toBe(4 + 4 + 13 * 2)
    expect(html).toMatch(/<img [^>]*src="\/images\/marks\/oda-studio-96\.webp"/)
    expect(html).toContain('href="/auth"')
    expect(html).not.toContain("<!--landing-") // both markers were filled at build time
  })

  it("carries title, description, canonical, Open Graph, Twitter card and JSON-LD for the offer", async () => {
    const html = await (await fetch(`${world.server.url}/`)).text()
    expect(html).toMatch(/<title>[^<]*[Oo]nline stores[^<]*<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/"/)
    for (const key of ["og:title", "og:description", "og:image", "og:url", "og:type"]) {
      expect(html, key).toContain(`property="${key}"`)
    }
    expect(html).toContain('name="twitter:card" content="summary_large_image"')
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1]
    const graph = JSON.parse(json ?? "{}")["@graph"] as Array<Record<string, unknown>>
    const service = graph.find((node) => node["@type"] === "Service")
    expect(service?.offers).toMatchObject({ "@type": "Offer", price: "200.00", priceCurrency: "USD" })
    expect(html).not.toMatch(/<script>/) // the CSP allows no inline script
  })

  it("serves robots.txt, sitemap.xml, the manifest, icons and the OG image", async () => {
    const robots = await (await fetch(`${world.server.url}/robots.txt`)).text()
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m)
    const sitemap = await fetch(`${world.server.url}/sitemap.xml`)
    expect(await sitemap.text()).toContain("<loc>https://")
    const manifest = await fetch(`${world.server.url}/site.webmanifest`)
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json")
    const icons = ((await manifest.json()) as { icons: Array<{ src: string }> }).icons
    for (const path of ["/og-image.png", "/favicon.svg", ...icons.map((i) => i.src)]) {
      const res = await fetch(`${world.server.url}${path}`)
      expect(res.status, path).toBe(200)
    }
  })

  it("serves /auth and unknown routes their own pages, not the landing page", async () => {
    const auth = await (await fetch(`${world.server.url}/auth`)).text()
    expect(auth).toContain("Welcome back")
    expect(auth).not.toContain("Our Proven Approach")
    const missing = await fetch(`${world.server.url}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain("Our Proven Approach")
  })

  it("sends the first-load JavaScript of / in under 90 KB of gzip", async () => {
    const html = await (await fetch(`${world.server.url}/`)).text()
    const loader = /<script defer src="([^"]+)"><\/script>/.exec(html)?.[1]
    expect(loader).toMatch(/^\/assets\/landing-loader-\w+\.js$/)
    const loaderJs = await (await fetch(`${world.server.url}${loader}`)).text()
    const urls = new Set([loader!, ...(loaderJs.match(/\/assets\/[\w.-]+\.js/g) ?? [])])
    expect(urls.size).toBeGreaterThanOrEqual(2) // the loader and the page's bundle (React included)
    let total = 0
    for (const url of urls) total += await gzipWireBytes(`${world.server.url}${url}`)
    expect(total).toBeGreaterThan(40 * 1024) // React is in there: the sum covers the real bundle
    expect(total).toBeLessThan(90 * 1024)
  })

  it("shows every section without JavaScript (390 px screenshot)", async () => {
    const browser = await launchPlainBrowser()
    const context = await browser.newContext({ viewport: viewports.phone })
    await context.route("**/*.js", (route) => route.abort()) // no script ever runs on this page
    const page = await context.newPage()
    await page.goto(`${world.server.url}/`)
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true)
    // The last timeline step: without JavaScript nothing may stay hidden waiting for a reveal.
    const opacity = await page.evaluate(() => {
      const body = document.querySelector(".lp-step:last-child .lp-step__body")
      return body ? getComputedStyle(body).opacity : "missing"
    })
    expect(opacity).toBe("1")
    await page.addStyleTag({ content: ".lp-section, .lp-footer { content-visibility: visible !important }" })
    await screenshot(page, "landing-nojs-390")
    await browser.close()
  })
})

/** gzipWireBytes counts the bytes sent to a client that accepts only gzip (Node's fetch would decode them). */
function gzipWireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      let bytes = 0
      res.on("data", (chunk: Buffer) => (bytes += chunk.length))
      res.on("end", () => resolve(bytes))
      res.on("error", reject)
    }).on("error", reject)
  })
}
