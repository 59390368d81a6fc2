import { describe, expect, it } from "vitest"
import { BATCH_LIMIT, chunk } from "./api"

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
