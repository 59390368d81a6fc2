import { render } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { Wrappable } from "./wrappable"

describe("Wrappable", () => {
  it("offers breaks after @ and before dots, keeping the text whole", () => {
    const { container } = render(<Wrappable text="ava.okafor@noir-atelier.example" />)
    const span = container.querySelector(".address")!
    expect(span.textContent).toBe("ava.okafor@noir-atelier.example")
    expect(span.innerHTML).toBe("ava<wbr>.okafor@<wbr>noir-atelier<wbr>.example")
  })

  it("breaks a URL after its slashes", () => {
    const { container } = render(<Wrappable text="https://shop.example/collections/new" />)
    expect(container.querySelector(".address")!.innerHTML).toBe(
      "https:/<wbr>/<wbr>shop<wbr>.example/<wbr>collections/<wbr>new",
    )
  })
})
