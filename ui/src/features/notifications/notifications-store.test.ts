import { ClientResponseError } from "pocketbase"
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { NotificationRecord } from "@/lib/pocketbase-types"
import * as api from "./api"
import { useNotifications } from "./notifications-store"

vi.mock("./api", () => ({
  listNotifications: vi.fn(),
  markRead: vi.fn(),
  markAllRead: vi.fn(),
  countNotifications: vi.fn().mockResolvedValue({ all: 2, unread: 2, read: 0 }),
  subscribeToMine: vi.fn(),
}))
vi.mock("react-hot-toast", () => ({ toast: { error: vi.fn() } }))

const note = (id: string) =>
  ({ id, title: id, message: "", status: "unread", created: "" }) as NotificationRecord
const refused = () => new ClientResponseError({ status: 400, response: { message: "Nope." } })

beforeEach(() => {
  vi.mocked(api.markRead).mockReset()
  vi.mocked(api.markAllRead).mockReset()
  useNotifications.setState({ rows: [note("a"), note("b")], markingAll: false })
})

const statuses = () => useNotifications.getState().rows.map((r) => r.status)

describe("useNotifications actions", () => {
  it("marks one as read at once, before the server answers", async () => {
    let answer: () => void = () => {}
    vi.mocked(api.markRead).mockReturnValue(new Promise((r) => (answer = () => r(note("a")))))
    const done = useNotifications.getState().markRead("a")
    expect(statuses()).toEqual(["read", "unread"])
    answer()
    await done
    expect(statuses()).toEqual(["read", "unread"])
  })

  it("puts it back to unread when the server refuses", async () => {
    vi.mocked(api.markRead).mockRejectedValue(refused())
    await useNotifications.getState().markRead("a")
    expect(statuses()).toEqual(["unread", "unread"])
  })

  it("marks all as read and rolls every row back on failure", async () => {
    vi.mocked(api.markAllRead).mockResolvedValueOnce(2).mockRejectedValueOnce(refused())
    await useNotifications.getState().markAllRead("u1")
    expect(api.markAllRead).toHaveBeenCalledWith("u1")
    expect(statuses()).toEqual(["read", "read"])
    useNotifications.setState({ rows: [note("a"), note("b")] })
    await useNotifications.getState().markAllRead("u1")
    expect(statuses()).toEqual(["unread", "unread"])
    expect(useNotifications.getState().markingAll).toBe(false)
  })
})
