import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { LinkedText, linkParts } from "./linked-text"

describe("LinkedText", () => {
  it("links every web address, without the full stop that ends the sentence", () => {
    render(
      <p>
        <LinkedText text="Approve it at https://noir.myshopify.com/admin/settings/account. Or see http://x.example/a?b=1" />
      </p>,
    )
    const links = screen.getAllByRole("link")
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "https://noir.myshopify.com/admin/settings/account",
      "http://x.example/a?b=1",
    ])
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer")
  })

  it("never makes a link of another scheme, and keeps plain text as it is", () => {
    expect(linkParts("javascript:alert(1) and data:text/html,x")).toEqual([
      { text: "javascript:alert(1) and data:text/html,x" },
    ])
    expect(linkParts("")).toEqual([])
  })
})
