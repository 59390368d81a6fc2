import { describe, expect, it } from "vitest"
import { linkify } from "./linkify"

describe("linkify", () => {
  it("makes http and https addresses links and keeps the rest as text", () => {
    expect(linkify("See https://shop.example/a?b=1, then http://x.example.")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://shop.example/a?b=1", href: "https://shop.example/a?b=1" },
      { kind: "text", text: ", then " },
      { kind: "link", text: "http://x.example", href: "http://x.example" },
      { kind: "text", text: "." },
    ])
  })

  it("never makes a link of javascript:, data: or markup", () => {
    const text = `<a href="javascript:alert(1)">x</a> javascript:alert(2) data:text/html,<script>alert(3)</script>`
    expect(linkify(text)).toEqual([{ kind: "text", text }])
  })

  it("keeps plain text whole", () => {
    expect(linkify("Hello\nworld")).toEqual([{ kind: "text", text: "Hello\nworld" }])
    expect(linkify("")).toEqual([])
  })
})
