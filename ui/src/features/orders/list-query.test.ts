import { describe, expect, it } from "vitest"
import { orderListRequest, readOrderListQuery, writeOrderListQuery } from "./list-query"

const read = (qs: string) => readOrderListQuery(new URLSearchParams(qs))

describe("readOrderListQuery", () => {
  it.each([
    ["", { page: 1, q: "", status: "" }],
    ["page=2&q=noir&status=in_progress", { page: 2, q: "noir", status: "in_progress" }],
    ["page=0", { page: 1, q: "", status: "" }],
    ["page=-3", { page: 1, q: "", status: "" }],
    ["page=2.5", { page: 1, q: "", status: "" }],
    ["page=abc", { page: 1, q: "", status: "" }],
    ["status=shipped", { page: 1, q: "", status: "" }],
    ["q=%20%20drift%20", { page: 1, q: "drift", status: "" }],
  ])("reads %j", (qs, expected) => {
    expect(read(qs)).toEqual(expected)
  })
})

describe("writeOrderListQuery", () => {
  it("leaves defaults out and round-trips through the reader", () => {
    expect(writeOrderListQuery({ page: 1, q: "", status: "" }).toString()).toBe("")
    const query = { page: 3, q: 'a "b" & c', status: "completed" as const }
    expect(read(writeOrderListQuery(query).toString())).toEqual(query)
  })
})

describe("orderListRequest", () => {
  it("asks for the signed-in client's orders newest first, 50 a page, PocketBase pages from 1", () => {
    expect(orderListRequest(read("page=2"))).toEqual({ page: 2, perPage: 50, sort: "-created" })
  })

  it("adds the status filter and the search as they are typed (the server quotes them)", () => {
    expect(
      orderListRequest(read(`status=pending_approval&q=${encodeURIComponent('noir "x" || 1')}`)),
    ).toEqual({
      page: 1,
      perPage: 50,
      sort: "-created",
      status: "pending_approval",
      q: 'noir "x" || 1',
    })
  })
})
