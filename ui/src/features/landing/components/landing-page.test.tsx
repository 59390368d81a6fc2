import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { brandMarks, brandStores, portfolio } from "@/content/gallery"
import { landing } from "@/content/landing"
import { testimonials } from "@/content/testimonials"
import { LandingPage } from "./landing-page"
import { offer } from "@/content/offer"
import { defaultFacts } from "../landing-facts"

// The prerendered markup, exactly as the build produces it (no effects run on the server).
const orderHref = "/auth?mode=signup&next=%2Fportal%2Fnew-order"
const html = renderToString(
  <LandingPage portalHref="/auth" orderHref={orderHref} proofHref="/proof" facts={defaultFacts} />,
)
const doc = new DOMParser().parseFromString(html, "text/html")
const texts = (selector: string) => Array.from(doc.querySelectorAll(selector), (el) => el.textContent?.trim())

describe("LandingPage markup", () => {
  it("renders the sections in the specification's order", () => {
    expect(texts("h1")).toEqual([`${landing.hero.title} ${landing.hero.titleMark}`])
    expect(texts("main h2")).toEqual([
      landing.projects.title,
      landing.socialProof.title(offer.brandsServed),
      landing.testimonials.title,
      landing.problems.title,
      landing.approach.title,
      landing.value.title,
      landing.included.title,
      landing.faq.title,
      landing.pricing.title,
      landing.contact.title,
    ])
    const ids = Array.from(doc.querySelectorAll("[id]"), (el) => el.id)
    const order = ["social-proof", "testimonials", "services-section", "pricing", "contact-section"]
    expect(ids.filter((id) => order.includes(id))).toEqual(order)
  })

  it("has the Join 30+ Brands card, 3 testimonials, 6 problems and the six approach steps", () => {
    expect(html).toContain("Join 30+ Brands")
    // Real brand marks (logo images named by brand), not initials.
    const marks = Array.from(doc.querySelectorAll<HTMLImageElement>(".lp-join__faces img"), (i) => i.alt)
    expect(marks).toEqual(brandMarks.map((m) => m.brand))
    expect(texts(".lp-quote__who strong")).toEqual(testimonials.map((t) => t.name))
    expect(doc.querySelectorAll(".lp-problem")).toHaveLength(6)
    expect(texts(".lp-step h3").map((t) => t?.replace(/^Step \d: /, ""))).toEqual([
      "Plan",
      "Battle-Tested Process",
      "Custom Theme Foundation",
      "Craft",
      "AI-Powered Efficiency",
      "Launch",
    ])
    expect(doc.querySelectorAll(".lp-step__marker")).toHaveLength(6)
  })

  it("draws every image with its size set and lazy loading, the strip twice with the copy hidden", () => {
    const images = Array.from(doc.querySelectorAll("img"))
    expect(images).toHaveLength(portfolio.length + brandMarks.length + brandStores.length * 2)
    for (const img of images) {
      expect(Number(img.getAttribute("width"))).toBeGreaterThan(0)
      expect(Number(img.getAttribute("height"))).toBeGreaterThan(0)
      expect(img.getAttribute("loading")).toBe("lazy")
      expect(img.closest("picture")?.querySelector('source[type="image/avif"]')).not.toBeNull()
    }
    const lists = doc.querySelectorAll(".lp-strip__list")
    expect(lists[1]?.getAttribute("aria-hidden")).toBe("true")
    expect(Array.from(lists[0]?.querySelectorAll("img") ?? [], (i) => i.alt)).toEqual(
      brandStores.map((b) => b.alt),
    )
  })

  it("links the portal and every booking action (the site's own /book) as plain anchors", () => {
    expect(doc.querySelectorAll('a[href="/auth"]').length).toBeGreaterThanOrEqual(2)
    const booking = Array.from(doc.querySelectorAll<HTMLAnchorElement>('a[href="/book"]'))
    expect(booking.length).toBeGreaterThanOrEqual(5)
    expect(booking.every((a) => !a.target)).toBe(true)
    expect(texts(".lp-contact a.lp-btn")[0]).toContain("Book a Call Now")
  })

  it("starts an order from the drawer, the hero and the price card, through sign-up to the new-order form", () => {
    const starts = Array.from(doc.querySelectorAll<HTMLAnchorElement>(`a[href="${orderHref}"]`))
    expect(starts.map((a) => a.textContent?.trim())).toEqual(Array(3).fill("Start your order"))
    expect(starts[0]?.closest(".lp-drawer")).not.toBeNull()
    expect(starts[1]?.closest(".lp-hero")).not.toBeNull()
    expect(starts[2]?.closest("#pricing")).not.toBeNull()
    expect(starts.every((a) => !a.target)).toBe(true)
  })

  it("says the same copyright line in the drawer and the footer, with the first year and the build's", () => {
    const [drawer, footer] = texts(".lp-drawer__legal, .lp-footer__legal")
    expect(footer).toBe(`© 2025–${__BUILD_YEAR__} launchdesk. All rights reserved.`)
    expect(drawer).toBe(footer)
  })
})
