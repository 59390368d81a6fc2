import { describe, expect, it } from "vitest"
import { readTableState, toListQuery } from "@/lib/table-query"
import { adminNotificationsQuery as spec } from "./admin-notifications-query"

const read = (qs: string) => readTableState(spec, new URLSearchParams(qs))

describe("admin notification history state ↔ URL ↔ getList query", () => {
  it("shows the newest notifications first when the URL says nothing", () => {
    expect(toListQuery(spec, read(""))).toEqual({
      page: 1,
      perPage: 20,
      sort: "-created",
      filter: '(user.role = "client")',
      filters: {},
    })
  })

  it("searches text and client, filters the read state and pages", () => {
    expect(toListQuery(spec, read("q=Noir&status=unread&page=3&sort=title"))).toEqual({
      page: 3,
      perPage: 20,
      sort: "title",
      filter:
        '(user.role = "client") && (status = "unread") && (title ~ "Noir" || message ~ "Noir" || user.name ~ "Noir")',
      filters: { q: "Noir", status: "unread" },
    })
  })

  it("ignores a read state that does not exist", () => {
    expect(read("status=archived").filters).toEqual({})
  })
})
