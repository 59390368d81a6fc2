import { describe, expect, it, vi } from "vitest"
import { BATCH_LIMIT, chunk, markAllRead } from "./api"

const sent: { id: string; body: unknown }[][] = []
const getFullList = vi.fn()

vi.mock("@/lib/pocketbase", () => ({
  pb: {
    filter: (expr: string, params: Record<string, string>) =>
      expr.replace(/\{:(\w+)\}/g, (_, k: string) => JSON.stringify(params[k])),
    collection: () => ({ getFullList }),
    createBatch: () => {
      const queued: { id: string; body: unknown }[] = []
      return {
        collection: () => ({ update: (id: string, body: unknown) => queued.push({ id, body }) }),
        send: async () => {
          sent.push(queued)
          return queued.map(() => ({ status: 200, body: {} }))
        },
      }
    },
  },
}))

describe("chunk", () => {
  it("splits 450 ids into batches of 200, 200 and 50 and keeps every id once", () => {
    const ids = Array.from({ length: 450 }, (_, i) => `n${i}`)
    const parts = chunk(ids, BATCH_LIMIT)
    expect(parts.map((p) => p.length)).toEqual([200, 200, 50])
    expect(parts.flat()).toEqual(ids)
  })

  it("gives no batch for no ids and one for exactly 200", () => {
    expect(chunk([], BATCH_LIMIT)).toEqual([])
    expect(chunk(Array.from({ length: 200 }, String), BATCH_LIMIT)).toHaveLength(1)
  })
})

describe("markAllRead", () => {
  it("reads the user's unread ids and flips them in batch requests of at most 200", async () => {
    getFullList.mockResolvedValue(Array.from({ length: 450 }, (_, i) => ({ id: `n${i}` })))
    sent.length = 0
    expect(await markAllRead("u1")).toBe(450)
    expect(getFullList.mock.calls[0]![0]).toMatchObject({
      filter: 'user = "u1" && status = "unread"',
      fields: "id",
    })
    expect(sent.map((b) => b.length)).toEqual([200, 200, 50])
    expect(sent.flat().every((r) => (r.body as { status: string }).status === "read")).toBe(true)
    expect(new Set(sent.flat().map((r) => r.id)).size).toBe(450)
  })

  it("sends one batch for a handful and none when nothing is unread", async () => {
    getFullList.mockResolvedValueOnce([{ id: "a" }, { id: "b" }]).mockResolvedValueOnce([])
    sent.length = 0
    await markAllRead("u1")
    await markAllRead("u1")
    expect(sent.map((b) => b.length)).toEqual([2])
  })
})
