import { renderToString } from "react-dom/server"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { PROMISE_HOURS } from "@/content/promise"
import { site } from "@/content/site"
import { defaultFacts } from "@/features/landing/landing-facts"
import { LandingPage } from "@/features/landing/components/landing-page"
import { AuthLayout } from "./routes/public/auth-layout"

// The pitch says the promise one way on every page: the specification's hero words (§1, "a professional store
// launched in as little as 48 hours"), from content/promise.ts.
const SPEC_WORDS = `launched in as little as ${PROMISE_HOURS} hours`

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html")
const landing = parse(
  renderToString(
    <LandingPage portalHref="/auth" orderHref="/auth" proofHref="/proof" facts={defaultFacts} />,
  ),
)
const auth = parse(
  renderToString(
    <MemoryRouter>
      <AuthLayout>card</AuthLayout>
    </MemoryRouter>,
  ),
)
const text = (doc: Document, selector: string) => doc.querySelector(selector)?.textContent?.trim() ?? ""

describe("the promise's wording", () => {
  it("is the same headline on / and /auth, in the specification's words", () => {
    const hero = text(landing, "h1")
    expect(hero).toContain(SPEC_WORDS)
    expect(text(auth, ".auth-page__headline")).toBe(hero)
  })

  it("is the same words in the footer, the page title and its description", () => {
    expect(text(landing, ".lp-footer__brand span")).toContain(SPEC_WORDS)
    expect(site.title).toContain(SPEC_WORDS)
    expect(site.description).toContain(SPEC_WORDS)
    expect(site.ogImage.alt).toContain(SPEC_WORDS)
  })
})
