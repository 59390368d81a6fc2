import { render } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { Wrappable } from "./wrappable"

describe("Wrappable", () => {
  it("offers a break after @ and none at the dots, keeping the text whole", () => {
    const { container } = render(<Wrappable text="ava.okafor@noir-atelier.example" />)
    const span = container.querySelector(".address")!
    expect(span.textContent).toBe("ava.okafor@noir-atelier.example")
    expect(span.innerHTML).toBe("ava.okafor@<wbr>noir-atelier.example")
  })

  it("breaks a URL after its scheme and its path's slashes, before its query, never at a dot", () => {
    const { container } = render(<Wrappable text="https://shop.example/collections/new?page=2" />)
    expect(container.querySelector(".address")!.innerHTML).toBe(
      "https://<wbr>shop.example/<wbr>collections/<wbr>new<wbr>?page=2",
    )
    const bare = render(<Wrappable text="noir-atelier.myshopify.com/admin" />).container
    expect(bare.querySelector(".address")!.innerHTML).toBe("noir-atelier.myshopify.com/<wbr>admin")
  })
})
