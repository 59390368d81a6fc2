import { beforeEach, describe, expect, it } from "vitest"
import { clearAllDrafts } from "@/lib/user-drafts"
import { EMPTY_NEW_ORDER } from "./new-order-rules"
import { draftValues, isBlankOrder, orderDraft } from "./order-draft"

describe("the new-order draft", () => {
  beforeEach(() => localStorage.clear())

  it("keeps what one client typed, apart from another client's, until cleared", () => {
    orderDraft.save("client-a", { ...EMPTY_NEW_ORDER, title: "Spring store", book_call: true })
    expect(orderDraft.read("client-a")).toEqual({
      ...EMPTY_NEW_ORDER,
      title: "Spring store",
      book_call: true,
    })
    expect(orderDraft.read("client-b")).toBeNull()
    orderDraft.clear("client-a")
    expect(orderDraft.read("client-a")).toBeNull()
  })

  it("stores nothing for a blank form, and forgets every draft on sign-out", () => {
    orderDraft.save("client-a", { ...EMPTY_NEW_ORDER, title: "   " })
    expect(localStorage.length).toBe(0)
    orderDraft.save("client-a", { ...EMPTY_NEW_ORDER, title: "Kept" })
    orderDraft.save("client-b", { ...EMPTY_NEW_ORDER, title: "Kept too" })
    localStorage.setItem("pocketbase_auth", "{}")
    clearAllDrafts()
    expect(Object.keys(localStorage)).toEqual(["pocketbase_auth"])
  })

  it("reads back only known fields of the right type from a stored draft", () => {
    expect(draftValues({ title: "T", book_call: "yes", evil: 1 })).toEqual({ ...EMPTY_NEW_ORDER, title: "T" })
    expect(draftValues("nonsense")).toBeNull()
    expect(isBlankOrder(EMPTY_NEW_ORDER)).toBe(true)
  })
})
