import { describe, expect, it } from "vitest"
import { formatDate } from "../../ui/src/lib/format-date"
import { viewports, watchErrors } from "../support/browser"
import { adminContext, apiCalls, at, ADMIN_WORLD } from "./admin-fixture"
import { testWorld } from "../support/world"

// The users page: per-client figures for a whole page in one request (the original made 2N+1),
// checked against the orders themselves.

describe("admin users", () => {
  const world = testWorld(ADMIN_WORLD)

  /** Each client's order count and newest order date, computed from every order. */
  async function expectedFigures() {
    const orders = await world.admin.pb.collection("orders").getFullList({ fields: "client,created" })
    const figures = new Map<string, { count: number; last: string }>()
    for (const o of orders) {
      const f = figures.get(o.client) ?? { count: 0, last: "" }
      figures.set(o.client, { count: f.count + 1, last: o.created > f.last ? o.created : f.last })
    }
    return figures
  }

  it("shows every client's order count and last order from one stats request", async () => {
    const context = await adminContext(world.browser, world, viewports.desktop)
    const page = await context.newPage()
    const seen = watchErrors(page)
    const calls = apiCalls(page)
    await page.goto(at(world, "/admin/users"))
    await expect.poll(() => page.locator("tbody tr").count()).toBe(20)
    await expect.poll(() => page.getByText("Showing 1–20 of 60 clients").count()).toBe(1)

    const figures = await expectedFigures()
    const card = (label: string) =>
      page.getByRole("region", { name: "Client figures" }).locator(".stat-card", { hasText: label })
    await expect.poll(() => card("Total Clients").locator(".stat-card__value").textContent()).toBe("60")
    expect(await card("Active Clients").locator(".stat-card__value").textContent()).toBe(String(figures.size))
    expect(await card("Total Orders").locator(".stat-card__value").textContent()).toBe("75")

    const newestClients = await world.admin.pb
      .collection("users")
      .getList(1, 20, { filter: 'role = "client"', sort: "-created" })
    const rows = page.locator("tbody tr")
    for (const [i, client] of newestClients.items.entries()) {
      const row = rows.nth(i)
      const f = figures.get(client.id)
      const cells = await row.locator("td").allTextContents()
      expect(cells[0], `row ${i}`).toContain(client.name)
      expect(cells[0]).toContain("client")
      expect(cells[2], `${client.name} orders`).toBe(String(f?.count ?? 0))
      expect(cells[3], `${client.name} last order`).toBe(f ? formatDate(f.last) : "None")
      expect(cells[4]).toBe(f ? "Active Customer" : "New User")
    }

    // One request carries the per-client figures for the page; none per client.
    const paths = calls.paths()
    expect(paths.filter((p) => p === "GET /api/launchdesk/admin/clients")).toHaveLength(1)
    expect(paths.filter((p) => p.startsWith("GET /api/collections/client_stats/"))).toEqual([])
    expect(paths.filter((p) => p.startsWith("GET /api/collections/orders/"))).toEqual([])
    expect(paths.filter((p) => p.startsWith("GET /api/collections/users/"))).toEqual([])
    expect(paths.filter((p) => p === "GET /api/launchdesk/admin/stats")).toHaveLength(1)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("reaches the last clients, searches by e-mail, and links to their orders and to a notification", async () => {
    const context = await adminContext(world.browser, world, viewports.phone)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(world, "/admin/users?page=3"))
    await expect.poll(() => page.getByText("Showing 41–60 of 60 clients").count()).toBe(1)
    await expect.poll(() => page.locator("tbody tr").count()).toBe(20)

    const ava = await world.admin.pb.collection("users").getFirstListItem('name = "Ava Okafor"')
    await page.getByLabel("Search clients").fill("ava@noir-atelier")
    await page.waitForURL(
      (url) => url.searchParams.get("q") === "ava@noir-atelier" && !url.searchParams.has("page"),
    )
    await expect.poll(() => page.locator("tbody tr").count()).toBe(1)

    const row = page.locator("tbody tr").first()
    expect(await row.getByRole("link", { name: "Send Notification" }).getAttribute("href")).toBe(
      `/admin/notifications/new?user=${ava.id}`,
    )
    await row.getByRole("link", { name: "View Orders" }).click()
    await page.waitForURL(at(world, `/admin/orders?client=${ava.id}`))
    const own = await world.admin.pb
      .collection("orders")
      .getList(1, 1, { filter: world.admin.pb.filter("client = {:id}", { id: ava.id }) })
    await expect.poll(() => page.getByText(new RegExp(`of ${own.totalItems} orders?$`)).count()).toBe(1)
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
