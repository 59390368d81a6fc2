import { render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { BookingLink } from "./links"

afterEach(() => localStorage.clear())

describe("BookingLink", () => {
  it("goes to the site's own booking page in the same tab", () => {
    render(<BookingLink href="/book">Book a call</BookingLink>)
    const link = screen.getByRole("link", { name: "Book a call" })
    expect(link.getAttribute("href")).toBe("/book")
    expect(link.getAttribute("target")).toBeNull()
  })

  it("opens an external scheduling page in a new tab with fbc from localStorage _fbc (the external setting)", () => {
    localStorage.setItem("_fbc", "fb.1.1763800000000.IwAR0links")
    render(<BookingLink href="https://calendly.com/launchdesk/intro-call-15">Book a call</BookingLink>)
    const link = screen.getByRole("link", { name: /Book a call/ })
    expect(new URL(link.getAttribute("href") ?? "").searchParams.get("fbc")).toBe(
      "fb.1.1763800000000.IwAR0links",
    )
    expect(link.getAttribute("target")).toBe("_blank")
  })
})
