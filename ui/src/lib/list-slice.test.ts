import { ClientResponseError, type ListResult } from "pocketbase"
import { describe, expect, it, vi } from "vitest"
import { create } from "zustand"
import { type ListSlice, listSlice } from "./list-slice"

vi.mock("react-hot-toast", () => ({ toast: { error: vi.fn() } }))

type Row = { id: string }
const page = (ids: string[], total = ids.length): ListResult<Row> => ({
  page: 1,
  perPage: 20,
  totalItems: total,
  totalPages: 1,
  items: ids.map((id) => ({ id })),
})

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

function storeWith(fetchPage: (q: number) => Promise<ListResult<Row>>) {
  return create<ListSlice<number, Row> & { lastQuery: number }>()((set) => ({
    lastQuery: 0,
    ...listSlice<number, Row, { lastQuery: number }>(
      set,
      fetchPage,
      "The rows could not be loaded.",
      (_p, q) => ({
        lastQuery: q,
      }),
    ),
  }))
}

describe("listSlice", () => {
  it("keeps only the newest request's page when answers arrive out of order", async () => {
    const first = deferred<ListResult<Row>>()
    const second = deferred<ListResult<Row>>()
    const store = storeWith((q) => (q === 1 ? first.promise : second.promise))
    const a = store.getState().load(1)
    const b = store.getState().load(2)
    second.resolve(page(["b"], 41))
    await b
    first.resolve(page(["a"]))
    await a
    expect(store.getState()).toMatchObject({ rows: [{ id: "b" }], total: 41, loading: false, lastQuery: 2 })
  })

  it("shows the fallback message when a load fails, and nothing when it was cancelled", async () => {
    const failing = storeWith(() => Promise.reject(new ClientResponseError({ status: 500, response: {} })))
    await failing.getState().load(1)
    expect(failing.getState()).toMatchObject({ loading: false, error: "The rows could not be loaded." })

    const aborted = new ClientResponseError({ isAbort: true, response: {} })
    const cancelled = storeWith(() => Promise.reject(aborted))
    await cancelled.getState().load(1)
    expect(cancelled.getState()).toMatchObject({ loading: true, error: null })
  })
})
