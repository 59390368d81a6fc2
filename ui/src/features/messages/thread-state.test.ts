import { describe, expect, it } from "vitest"
import { firstNewIndex, initialThread, threadReducer } from "./thread-state"
import type { MessageRecord } from "./types"

const msg = (id: string, created: string, author = "client"): MessageRecord =>
  ({
    id,
    created,
    updated: created,
    author,
    body: id,
    files: [],
    internal: false,
    order: "o",
  }) as unknown as MessageRecord

describe("threadReducer", () => {
  const loaded = threadReducer(initialThread, {
    type: "loaded",
    page: [msg("c", "2026-01-01 10:03:00.000Z"), msg("b", "2026-01-01 10:02:00.000Z", "admin")],
    full: true,
    previousRead: "2026-01-01 10:02:30.000Z",
  })

  it("shows the newest page oldest first and places the new divider after the previous read", () => {
    expect(loaded.items.map((i) => i.key)).toEqual(["b", "c"])
    expect(firstNewIndex(loaded, "admin")).toBe(1)
    expect(firstNewIndex(loaded, "client")).toBe(-1)
  })

  it("shows every message of others as new to a first-time reader", () => {
    expect(firstNewIndex({ ...loaded, previousRead: "" }, "client")).toBe(0)
  })

  it("puts older pages first and never shows a message twice", () => {
    const older = threadReducer(loaded, {
      type: "older",
      page: [msg("b", "2026-01-01 10:02:00.000Z"), msg("a", "2026-01-01 10:01:00.000Z")],
      full: false,
    })
    expect(older.items.map((i) => i.key)).toEqual(["a", "b", "c"])
    expect(older.hasOlder).toBe(false)
  })

  it("replaces a message being sent by its record, even when the live event came first", () => {
    const pending = threadReducer(loaded, {
      type: "pending",
      item: { key: "local-1", record: msg("local-1", "2026-01-01 10:04:00.000Z"), state: "sending" },
    })
    const live = threadReducer(pending, { type: "upsert", record: msg("d", "2026-01-01 10:04:00.000Z") })
    const done = threadReducer(live, {
      type: "sent",
      key: "local-1",
      record: msg("d", "2026-01-01 10:04:00.000Z"),
    })
    expect(done.items.map((i) => `${i.key}:${i.state}`)).toEqual(["b:sent", "c:sent", "d:sent"])
  })

  it("keeps what was sent while the first page was still loading", () => {
    const mine = msg("d", "2026-01-01 10:04:00.000Z")
    const sending = threadReducer(initialThread, {
      type: "pending",
      item: { key: "local-1", record: { ...mine, id: "local-1" }, state: "sending" },
    })
    const answered = threadReducer(sending, { type: "sent", key: "local-1", record: mine })
    const other = threadReducer(answered, {
      type: "pending",
      item: { key: "local-2", record: msg("local-2", "2026-01-01 10:05:00.000Z"), state: "sending" },
    })
    // the page was read after our message was stored: it holds it, without knowing it is ours
    const page = [mine, msg("c", "2026-01-01 10:03:00.000Z")]
    const shown = threadReducer(other, { type: "loaded", page, full: false, previousRead: "" })
    expect(shown.items.map((i) => [i.key, i.state, !!i.confirmed])).toEqual([
      ["c", "sent", false],
      ["d", "sent", true],
      ["local-2", "sending", false],
    ])
    // read before it was stored: the message is still there, once
    const early = threadReducer(answered, { type: "loaded", page: [page[1]!], full: false, previousRead: "" })
    expect(early.items.map((i) => [i.key, !!i.confirmed])).toEqual([
      ["c", false],
      ["d", true],
    ])
  })

  it("marks a failed message for retry", () => {
    const pending = threadReducer(loaded, {
      type: "pending",
      item: { key: "local-2", record: msg("local-2", "2026-01-01 10:05:00.000Z"), state: "sending" },
    })
    const failed = threadReducer(pending, { type: "sendFailed", key: "local-2", error: "Offline." })
    expect(failed.items.at(-1)).toMatchObject({ state: "failed", error: "Offline." })
  })

  it("shows one message when the live event of our own message arrives before the answer to the send", () => {
    const draft = { body: "d", files: [], internal: false }
    const mine = { ...msg("d", "2026-01-01 10:04:00.000Z", "admin") }
    const pending = threadReducer(loaded, {
      type: "pending",
      item: { key: "local-1", record: { ...mine, id: "local-1" }, state: "sending", draft },
    })
    const live = threadReducer(pending, { type: "upsert", record: mine })
    expect(live.items.map((i) => i.key)).toEqual(["b", "c", "d"])
    const answered = threadReducer(live, { type: "sent", key: "local-1", record: mine })
    expect(answered.items.map((i) => [i.key, i.state, i.confirmed])).toEqual([
      ["b", "sent", undefined],
      ["c", "sent", undefined],
      ["d", "sent", true],
    ])
  })
})

describe("a message the server refused", () => {
  const draft = {
    body: "Files",
    files: [new File(["x"], "logo.png"), new File(["x"], "app.js")],
    internal: false,
  }
  const pending = threadReducer(initialThread, {
    type: "pending",
    item: { key: "local-1", record: msg("local-1", "2026-01-01 10:00:00.000Z"), state: "sending", draft },
  })

  it("keeps its draft and which files were refused, and can be discarded", () => {
    const failed = threadReducer(pending, { type: "sendFailed", key: "local-1", error: "No", refused: [1] })
    expect(failed.items[0]).toMatchObject({ state: "failed", refused: [1], draft })
    expect(threadReducer(failed, { type: "discard", key: "local-1" }).items).toEqual([])
    // a message on its way is never discarded
    expect(threadReducer(pending, { type: "discard", key: "local-1" }).items).toHaveLength(1)
  })
})
