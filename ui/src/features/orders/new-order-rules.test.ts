import { describe, expect, it } from "vitest"
import { toNewOrderPayload } from "./api"
import { EMPTY_NEW_ORDER, newOrderErrors, normalizeWebsite } from "./new-order-rules"

const blank = EMPTY_NEW_ORDER
const filled = { ...blank, title: "Spring store", company_name: "Noir", description: "A shop for our drop." }

describe("newOrderErrors", () => {
  it("requires title, company name and description, and nothing else", () => {
    expect(Object.keys(newOrderErrors(blank)).sort()).toEqual(["company_name", "description", "title"])
    expect(newOrderErrors(filled)).toEqual({})
    expect(newOrderErrors({ ...filled, title: "   " })).toHaveProperty("title")
  })

  it.each([
    ["noir.com", true],
    ["https://noir-atelier.com/shop", true],
    ["http://noir.com", true],
    ["not a site", false],
    ["ftp://noir.com", false],
    ["https://localhost", false],
  ])("website %j valid: %s", (site, ok) => {
    const errors = newOrderErrors({ ...filled, current_website: site, reference_website: site })
    expect(Object.keys(errors)).toEqual(ok ? [] : ["current_website", "reference_website"])
  })

  it("refuses a description over the server's 5,000 characters, saying how much to cut", () => {
    expect(newOrderErrors({ ...filled, description: "x".repeat(5000) })).toEqual({})
    expect(newOrderErrors({ ...filled, description: "x".repeat(5012) }).description).toBe(
      "Please shorten the description by 12 characters (at most 5,000).",
    )
  })

  it("accepts phone digits and separators, refuses letters", () => {
    expect(newOrderErrors({ ...filled, phone_number: "+1 (555) 010-2030" })).toEqual({})
    expect(newOrderErrors({ ...filled, phone_number: "call me" })).toHaveProperty("phone_number")
  })
})

describe("normalizeWebsite", () => {
  it.each([
    ["", ""],
    [" noir.com ", "https://noir.com"],
    ["http://noir.com", "http://noir.com"],
  ])("%j → %j", (input, out) => expect(normalizeWebsite(input)).toBe(out))
})

describe("toNewOrderPayload", () => {
  it("sends empty optional fields as null, the order as pending, and the form's two answers", () => {
    expect(toNewOrderPayload({ ...filled, book_call: true, collaborator_code: "left over" }, "c1")).toEqual({
      title: "Spring store",
      description: "A shop for our drop.",
      company_name: "Noir",
      phone_number: null,
      current_website: null,
      reference_website: null,
      collaborator_code: null,
      on_shopify: false,
      book_call: true,
      client: "c1",
      status: "pending_approval",
    })
  })

  it("keeps the collaborator code only when the store is on Shopify and completes bare domains", () => {
    const payload = toNewOrderPayload(
      { ...filled, on_shopify: true, collaborator_code: " 4821 ", current_website: "noir.com" },
      "c1",
    )
    expect(payload.collaborator_code).toBe("4821")
    expect(payload.current_website).toBe("https://noir.com")
  })
})
