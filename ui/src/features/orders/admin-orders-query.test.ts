import { describe, expect, it } from "vitest"
import { readTableState, toListQuery, writeTableState } from "@/lib/table-query"
import { adminOrdersQuery as spec } from "./admin-orders-query"

const read = (qs: string) => readTableState(spec, new URLSearchParams(qs))

describe("admin orders table state ↔ URL ↔ getList query", () => {
  it("starts on PocketBase page 1, newest first, unfiltered when the URL says nothing", () => {
    const state = read("")
    expect(state).toEqual({
      pagination: { pageIndex: 0, pageSize: 20 },
      sorting: [{ id: "created", desc: true }],
      filters: {},
    })
    expect(toListQuery(spec, state)).toEqual({
      page: 1,
      perPage: 20,
      sort: "-created",
      filter: "",
      filters: {},
    })
  })

  it("honours ?status, ?client, ?q, ?page and ?sort on load", () => {
    const state = read("status=in_progress&client=abc123def456ghi&q=Noir&page=3&sort=title")
    expect(state.pagination.pageIndex).toBe(2)
    expect(state.sorting).toEqual([{ id: "title", desc: false }])
    expect(toListQuery(spec, state)).toEqual({
      page: 3,
      perPage: 20,
      sort: "title",
      filter:
        '(status = "in_progress") && (client = "abc123def456ghi") && (title ~ "Noir" || company_name ~ "Noir")',
      filters: { status: "in_progress", client: "abc123def456ghi", q: "Noir" },
    })
  })

  it("escapes quotes in the search instead of letting them end the string", () => {
    const { filter } = toListQuery(spec, read(`q=${encodeURIComponent('x" || client != "')}`))
    expect(filter).toBe('(title ~ "x\\" || client != \\"" || company_name ~ "x\\" || client != \\"")')
  })

  it.each([
    ["page=0", 0],
    ["page=-2", 0],
    ["page=abc", 0],
    ["page=1.5", 0],
    ["page=99999999", 0],
    ["page=4", 3],
  ])("reads %s as table page index %i", (qs, index) => {
    expect(read(qs).pagination.pageIndex).toBe(index)
  })

  it.each([
    ["status=archived", {}],
    ["status=cancelled", { status: "cancelled" }],
    ["status=", {}],
    ["client=Robert'); DROP", {}],
    ["q=%20%20", {}],
    ["q=%20Noir%20", { q: "Noir" }],
  ])("drops or cleans the unusable filter %s", (qs, filters) => {
    expect(read(qs).filters).toEqual(filters)
  })

  it.each(["password", "-tokenKey", "created,created", "-created,title", "-", ""])(
    "falls back to newest first for ?sort=%s",
    (sort) => {
      expect(read(`sort=${sort}`).sorting).toEqual([{ id: "created", desc: true }])
    },
  )

  it("writes only what differs from the defaults and keeps unrelated parameters", () => {
    const base = new URLSearchParams("tab=x&page=7&q=old")
    const url = writeTableState(
      spec,
      { pagination: { pageIndex: 0, pageSize: 20 }, sorting: [{ id: "created", desc: true }], filters: {} },
      base,
    )
    expect(url.toString()).toBe("tab=x")
    const sorted = writeTableState(spec, {
      pagination: { pageIndex: 1, pageSize: 20 },
      sorting: [{ id: "status", desc: true }],
      filters: { status: "completed", q: "Drift" },
    })
    expect(sorted.toString()).toBe("status=completed&q=Drift&sort=-status&page=2")
  })

  it("reads back exactly the state it wrote", () => {
    const state = read("status=pending_approval&client=u1&q=Atelier&page=2&sort=-title")
    expect(read(writeTableState(spec, state).toString())).toEqual(state)
  })
})
