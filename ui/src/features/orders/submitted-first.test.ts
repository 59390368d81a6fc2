import { describe, expect, it } from "vitest"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { submittedFirst } from "./submitted-first"

const order = (id: string, status = "pending_approval") => ({ id, status }) as OrderRecord

describe("submittedFirst", () => {
  const newest = [order("c"), order("b"), order("a", "in_progress")]

  it("puts the order just submitted first and answers it while it waits for approval", () => {
    const got = submittedFirst(newest, "b")
    expect(got.orders.map((o) => o.id)).toEqual(["b", "c", "a"])
    expect(got.waiting?.id).toBe("b")
  })

  it("keeps the list as it is without a submitted order, or one that is not listed", () => {
    for (const id of [undefined, "zz"]) {
      const got = submittedFirst(newest, id)
      expect(got.orders).toBe(newest)
      expect(got.waiting).toBeNull()
    }
  })

  it("lists an order already moved on first, but says nothing of what happens next for it", () => {
    const got = submittedFirst(newest, "a")
    expect(got.orders[0]!.id).toBe("a")
    expect(got.waiting).toBeNull()
  })
})
