import { describe, expect, it } from "vitest"
import { paths } from "./paths"

describe("paths", () => {
  it("builds a portal order link with the id encoded", () => {
    expect(paths.portal.order.href("abc/def")).toBe("/portal/orders/abc%2Fdef")
  })

  it("adds only the filled query parameters to the admin orders link", () => {
    expect(paths.admin.orders.href({ status: "pending_approval", client: "" })).toBe(
      "/admin/orders?status=pending_approval",
    )
    expect(paths.admin.orders.href()).toBe("/admin/orders")
  })
})
