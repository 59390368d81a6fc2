import { describe, expect, it } from "vitest"
import { notificationListRequest, readNotificationQuery, writeNotificationQuery } from "./list-query"

const read = (qs: string) => readNotificationQuery(new URLSearchParams(qs))

describe("notification list query ↔ URL", () => {
  it.each([
    ["", { tab: "all", page: 1 }],
    ["tab=unread", { tab: "unread", page: 1 }],
    ["tab=read&page=3", { tab: "read", page: 3 }],
    ["tab=archived&page=x", { tab: "all", page: 1 }],
  ])("reads %j", (qs, expected) => expect(read(qs)).toEqual(expected))

  it("writes only what differs from the defaults", () => {
    expect(writeNotificationQuery({ tab: "all", page: 1 }).toString()).toBe("")
    expect(writeNotificationQuery({ tab: "unread", page: 2 }).toString()).toBe("tab=unread&page=2")
  })

  it.each([
    ["", {}],
    ["tab=unread", { status: "unread" }],
    ["tab=read&page=2", { status: "read" }],
  ])("maps %j to the server's query", (qs, status) => {
    expect(notificationListRequest(read(qs))).toEqual({ page: read(qs).page, perPage: 50, ...status })
  })
})
