import { ClientResponseError } from "pocketbase"
import { toast } from "react-hot-toast"
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { OrderRecord, OrderStatus } from "@/lib/pocketbase-types"
import type { ListQuery } from "@/lib/table-query"
import { updateOrderStatus } from "./admin-orders-api"
import { useAdminOrdersStore } from "./admin-orders-store"

vi.mock("./admin-orders-api", () => ({ listAdminOrders: vi.fn(), updateOrderStatus: vi.fn() }))
vi.mock("react-hot-toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const update = vi.mocked(updateOrderStatus)

function order(id: string, status: OrderStatus, extra: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id,
    collectionId: "orders",
    collectionName: "orders",
    title: `Store ${id}`,
    status,
    updated: "2026-01-01 10:00:00.000Z",
    expand: { client: { id: "c1", name: "Ava" } },
    ...extra,
  } as OrderRecord
}

/** A promise the test settles by hand, to look at the store while a save is in flight. */
function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

const statusOf = (id: string) => useAdminOrdersStore.getState().rows.find((r) => r.id === id)?.status
const refused = () =>
  new ClientResponseError({ status: 403, response: { message: "Only admins can change an order's status." } })

beforeEach(() => {
  vi.clearAllMocks()
  useAdminOrdersStore.setState({
    rows: [order("o1", "pending_approval"), order("o2", "completed")],
    total: 2,
  })
})

describe("admin orders store: inline status change", () => {
  it("shows the new status at once and keeps the server's record when the save succeeds", async () => {
    const save = deferred<OrderRecord>()
    update.mockReturnValue(save.promise)
    const done = useAdminOrdersStore.getState().changeStatus("o1", "in_progress")
    expect(statusOf("o1")).toBe("in_progress")
    save.resolve(order("o1", "in_progress", { updated: "2026-02-02 09:00:00.000Z", expand: undefined }))
    expect(await done).toBe(true)
    const row = useAdminOrdersStore.getState().rows[0]
    expect(row).toMatchObject({ status: "in_progress", updated: "2026-02-02 09:00:00.000Z" })
    expect(row?.expand?.client?.name).toBe("Ava")
    expect(update).toHaveBeenCalledWith("o1", "in_progress", undefined) // a move forward needs no reason
    expect(toast.error).not.toHaveBeenCalled()
  })

  it("rolls back to the previous status and says why when the save fails", async () => {
    const save = deferred<OrderRecord>()
    update.mockReturnValue(save.promise)
    const done = useAdminOrdersStore.getState().changeStatus("o1", "completed")
    expect(statusOf("o1")).toBe("completed")
    save.reject(refused())
    expect(await done).toBe(false)
    expect(statusOf("o1")).toBe("pending_approval")
    expect(statusOf("o2")).toBe("completed")
    expect(toast.error).toHaveBeenCalledWith(
      'The status of "Store o1" could not be changed: Only admins can change an order\'s status. ' +
        "It is back to Pending Approval.",
      { id: "order-status-o1" },
    )
  })

  it("rolls back with the fallback message when the server answers without one", async () => {
    update.mockRejectedValue(new ClientResponseError({ status: 500, response: {} }))
    expect(await useAdminOrdersStore.getState().changeStatus("o2", "in_progress")).toBe(false)
    expect(statusOf("o2")).toBe("completed")
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toMatch(
      /could not be changed: .+ It is back to Completed\.$/,
    )
  })

  it("says the server was not reached when no answer came", async () => {
    update.mockRejectedValue(new ClientResponseError({ status: 0, response: {} }))
    expect(await useAdminOrdersStore.getState().changeStatus("o2", "in_progress")).toBe(false)
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toMatch(
      /could not be changed: We could not reach launchdesk\. .+ It is back to Completed\.$/,
    )
  })

  it("keeps a newer status that arrived live while the failed save was in flight", async () => {
    const save = deferred<OrderRecord>()
    update.mockReturnValue(save.promise)
    const done = useAdminOrdersStore.getState().changeStatus("o1", "in_progress")
    const query = { page: 1, perPage: 20, sort: "-created", filter: "", filters: {} }
    useAdminOrdersStore.getState().receive({ action: "update", record: order("o1", "completed") }, query)
    save.reject(refused())
    await done
    expect(statusOf("o1")).toBe("completed")
  })

  it("does nothing for an order that is not on the page", async () => {
    expect(await useAdminOrdersStore.getState().changeStatus("nope", "completed")).toBe(false)
    expect(update).not.toHaveBeenCalled()
  })
})

describe("admin orders store: live orders", () => {
  const newest = { page: 1, perPage: 2, sort: "-created", filter: "", filters: {} }

  /** receiveNew brings a new pending order live to the page shown for query; what the table then holds. */
  function receiveNew(query: ListQuery) {
    useAdminOrdersStore
      .getState()
      .receive({ action: "create", record: order("o3", "pending_approval") }, query)
    const s = useAdminOrdersStore.getState()
    return { ids: s.rows.map((r) => r.id), total: s.total, elsewhere: s.arrivedElsewhere }
  }

  it("puts a new order on top of the newest-first first page, keeping the page size", () => {
    useAdminOrdersStore
      .getState()
      .receive({ action: "create", record: order("o3", "pending_approval") }, newest)
    const s = useAdminOrdersStore.getState()
    expect(s.rows.map((r) => r.id)).toEqual(["o3", "o1"])
    expect(s.total).toBe(3)
    expect(s.fresh).toEqual(["o3"])
  })

  it.each(["unpaid", "overdue"])("leaves a new order out of the %s orders (not approved yet)", (only) => {
    expect(receiveNew({ ...newest, filters: { [only]: "true" } })).toEqual({
      ids: ["o1", "o2"],
      total: 2,
      elsewhere: 0,
    })
  })

  it("keeps the launch and payment the list attached when a live update expands only the client", () => {
    const listed = {
      client: { id: "c1", name: "Ava" },
      payments_via_order: { state: "due" },
      launches_via_order: { step: "intake" },
    }
    useAdminOrdersStore.setState({
      rows: [order("o1", "in_progress", { expand: listed as unknown as OrderRecord["expand"] })],
    })
    useAdminOrdersStore.getState().receive({ action: "update", record: order("o1", "completed") }, newest)
    const row = useAdminOrdersStore.getState().rows[0]
    expect(row?.status).toBe("completed")
    expect(row?.expand).toEqual(listed)
  })

  it("puts a payment that changed live into its order's row, and ignores one of an order not shown", () => {
    const rows = useAdminOrdersStore.getState().rows
    useAdminOrdersStore.getState().patchExpand("elsewhere", { payments_via_order: { state: "paid" } })
    expect(useAdminOrdersStore.getState().rows).toBe(rows)
    useAdminOrdersStore.getState().patchExpand("o1", { payments_via_order: { state: "due" } })
    expect(useAdminOrdersStore.getState().rows[0]?.expand).toEqual({
      client: { id: "c1", name: "Ava" },
      payments_via_order: { state: "due" },
    })
  })

  it("only counts a new order that belongs to another page or order", () => {
    expect(receiveNew({ ...newest, page: 2 })).toEqual({ ids: ["o1", "o2"], total: 3, elsewhere: 1 })
  })
})
