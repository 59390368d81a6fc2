import { ClientResponseError } from "pocketbase"
import { beforeEach, describe, expect, it, vi } from "vitest"
import * as api from "./api"
import { useInbox } from "./inbox-store"
import type { QueueItem } from "./types"

vi.mock("./api", () => ({ getQueue: vi.fn(), markDone: vi.fn(), subscribeToQueue: vi.fn() }))
vi.mock("react-hot-toast", () => ({ toast: { error: vi.fn() } }))

const item = (id: string) => ({ id, kind: "messages", count: 1, at: "2026-11-28 07:00:00.000Z" }) as QueueItem
const refusal = (status: number) => new ClientResponseError({ status, response: { message: "Nope." } })
const ids = () => useInbox.getState().items.map((i) => i.id)

beforeEach(() => {
  vi.mocked(api.markDone).mockReset()
  vi.mocked(api.getQueue).mockReset()
  useInbox.setState({ items: [item("a"), item("b")], total: 2, error: null })
})

describe("useInbox done", () => {
  it("takes the item out at once, before the server answers, naming what the studio saw", async () => {
    let answer: () => void = () => {}
    vi.mocked(api.markDone).mockReturnValue(new Promise((r) => (answer = () => r(undefined))))
    vi.mocked(api.getQueue).mockResolvedValue({ total: 1, items: [item("b")] })
    const done = useInbox.getState().done(item("a"))
    expect(ids()).toEqual(["b"])
    expect(useInbox.getState().total).toBe(1)
    expect(api.markDone).toHaveBeenCalledWith(item("a"))
    answer()
    await done
    expect(ids()).toEqual(["b"])
  })

  it("puts the item back when the server refuses (something new came since), then reads the queue again", async () => {
    vi.mocked(api.markDone).mockRejectedValue(refusal(409))
    vi.mocked(api.getQueue).mockReturnValue(new Promise(() => {})) // the reload stays pending
    const done = useInbox.getState().done(item("a"))
    await vi.waitFor(() => expect(api.getQueue).toHaveBeenCalled())
    expect(ids()).toEqual(["a", "b"])
    expect(useInbox.getState().total).toBe(2)
    void done
  })

  it("leaves out an item the server says is gone already (answered, or another admin's Done)", async () => {
    vi.mocked(api.markDone).mockRejectedValue(refusal(404))
    vi.mocked(api.getQueue).mockReturnValue(new Promise(() => {}))
    void useInbox.getState().done(item("a"))
    await vi.waitFor(() => expect(api.getQueue).toHaveBeenCalled())
    expect(ids()).toEqual(["b"])
  })
})
