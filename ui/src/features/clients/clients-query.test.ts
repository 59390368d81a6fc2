import { describe, expect, it } from "vitest"
import { readTableState, toListQuery, writeTableState } from "@/lib/table-query"
import { clientsQuery as spec } from "./clients-query"

const read = (qs: string) => readTableState(spec, new URLSearchParams(qs))

describe("admin users table state ↔ URL ↔ getList query", () => {
  it("lists the newest clients first, 20 a page, when the URL says nothing", () => {
    expect(toListQuery(spec, read(""))).toEqual({
      page: 1,
      perPage: 20,
      sort: "-created",
      filter: "",
      filters: {},
    })
  })

  it("searches name or e-mail and sorts by the order figures of the view", () => {
    expect(toListQuery(spec, read("q=ava@noir&sort=-order_count&page=2"))).toEqual({
      page: 2,
      perPage: 20,
      sort: "-order_count",
      filter: '(name ~ "ava@noir" || email ~ "ava@noir")',
      filters: { q: "ava@noir" },
    })
    expect(read("sort=last_order_at").sorting).toEqual([{ id: "last_order_at", desc: false }])
  })

  it("never sorts by a field outside the view's figures", () => {
    expect(read("sort=password").sorting).toEqual([{ id: "created", desc: true }])
  })

  it("writes a search back without the page it replaces", () => {
    const state = read("q=old&page=3")
    const next = writeTableState(spec, {
      ...state,
      filters: { q: "Noah" },
      pagination: { ...state.pagination, pageIndex: 0 },
    })
    expect(next.toString()).toBe("q=Noah")
  })
})
