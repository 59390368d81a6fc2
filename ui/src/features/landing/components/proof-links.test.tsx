import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { LandingPage } from "./landing-page"
import { defaultFacts, type LandingFacts } from "../landing-facts"

// The landing page's ways to the public proof and the guarantee: the server fills the facts; the markup shows each
// only when it has something to say (an empty one is hidden by its style, and its link goes nowhere).

const render = (facts: LandingFacts) =>
  new DOMParser().parseFromString(
    renderToString(<LandingPage portalHref="/auth" orderHref="/auth" proofHref="/proof" facts={facts} />),
    "text/html",
  )

describe("the landing page's proof and guarantee", () => {
  it("links the on-time claim to how it is computed, and each quote to its launch's proof", () => {
    const quotes = defaultFacts.quotes.map((q, i) => ({ ...q, proof: i === 0 ? "/proof/abc123" : "" }))
    const doc = render({ ...defaultFacts, quotes, claim: "93% launched within 48 hours of the brief" })
    const claim = doc.querySelector<HTMLAnchorElement>("a.lp-join__claim")
    expect(claim?.getAttribute("href")).toBe("/proof")
    expect(claim?.textContent).toBe("93% launched within 48 hours of the brief")
    const proofs = Array.from(doc.querySelectorAll("a.lp-quote__proof"), (a) => a.getAttribute("href"))
    expect(proofs).toEqual(["/proof/abc123", "", ""]) // an empty one is hidden (sections.css)
  })

  it("states the guarantee and its FAQ entry only with the server's words", () => {
    const off = render(defaultFacts)
    expect(off.querySelector(".lp-join__guarantee")?.textContent).toBe("")
    expect(off.querySelector(".lp-faq__item--guarantee .lp-faq__q")?.textContent).toBe("")
    const guarantee = {
      terms: "Our guarantee: half back.",
      question: "What if you are late?",
      answer: "Half back.",
    }
    const on = render({ ...defaultFacts, guarantee })
    expect(on.querySelector(".lp-join__guarantee")?.textContent).toBe(guarantee.terms)
    expect(on.querySelector(".lp-faq__item--guarantee .lp-faq__q")?.textContent).toBe(guarantee.question)
    expect(on.querySelector(".lp-faq__item--guarantee p")?.textContent).toBe(guarantee.answer)
  })
})
