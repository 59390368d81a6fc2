import { ClientResponseError } from "pocketbase"
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { OrderRecord } from "@/lib/pocketbase-types"
import * as api from "./api"
import { useMyOrders } from "./my-orders-store"

vi.mock("./api", () => ({ listMyOrders: vi.fn() }))

const page = (ids: string[], totalItems = ids.length) => ({
  page: 1,
  perPage: 50,
  totalItems,
  totalPages: Math.ceil(totalItems / 50),
  items: ids.map((id) => ({ id }) as OrderRecord),
})
const query = { page: 2, q: "noir", status: "" as const }

beforeEach(() => vi.mocked(api.listMyOrders).mockReset())

describe("useMyOrders", () => {
  it("loads the page the URL asks for through the one query mapping", async () => {
    vi.mocked(api.listMyOrders).mockResolvedValue(page(["a", "b"], 75))
    await useMyOrders.getState().load("c1", query)
    expect(api.listMyOrders).toHaveBeenCalledWith({
      page: 2,
      perPage: 50,
      sort: "-created",
      q: "noir",
    })
    expect(useMyOrders.getState()).toMatchObject({ total: 75, totalPages: 2, loading: false, error: null })
  })

  it("never shows another account's rows while the next account's page loads", async () => {
    vi.mocked(api.listMyOrders).mockResolvedValueOnce(page(["mine"]))
    await useMyOrders.getState().load("c1", query)
    vi.mocked(api.listMyOrders).mockReturnValueOnce(new Promise(() => {}))
    void useMyOrders.getState().load("c2", query)
    expect(useMyOrders.getState().rows).toEqual([])
  })

  it("keeps the state of the newer load when an older one is cancelled, and reports real failures", async () => {
    vi.mocked(api.listMyOrders).mockRejectedValueOnce(new ClientResponseError({ isAbort: true }))
    useMyOrders.setState({ loading: true, error: null })
    await useMyOrders.getState().load("c2", query)
    expect(useMyOrders.getState().error).toBeNull()
    vi.mocked(api.listMyOrders).mockRejectedValueOnce(new ClientResponseError({ status: 500, response: {} }))
    await useMyOrders.getState().load("c2", query)
    expect(useMyOrders.getState()).toMatchObject({
      loading: false,
      error: "Your orders could not be loaded. Please try again.",
    })
  })
})
