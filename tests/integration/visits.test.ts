import { describe, expect, it } from "vitest"
import { poll } from "../support/wait"
import { startWorld, testFixture } from "../support/world"

// The server counts the views of `/` and `/book` as it serves them (internal/visits) and writes them in batches:
// here every second (VISITS_FLUSH_SECONDS=1), so the counts show within a few seconds. Nothing identifies a visitor
// in what is stored, and only a superuser reads the collection (the studio reads it through the funnel's route).

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1"
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36"

interface VisitDay {
  day: string
  page: string
  source: string
  medium: string
  campaign: string
  device: string
  views: number
  visitors: number
}

describe("visits counted by the server", () => {
  const w = testFixture(() =>
    startWorld({
      admin: "Studio Admin",
      client: "Visiting Client",
      su: true,
      env: { VISITS_FLUSH_SECONDS: "1" },
    }),
  )
  const visit = (path: string, ua: string, referer?: string) =>
    fetch(w.server.url + path, { headers: { "User-Agent": ua, ...(referer ? { Referer: referer } : {}) } })

  it("counts views by source, campaign and device, the day's visitors once, and no robot", async () => {
    for (let i = 0; i < 3; i++) await visit("/?utm_source=instagram&utm_campaign=drop&fbclid=abc", PHONE)
    await visit("/book", DESKTOP, "https://www.google.com/")
    await visit("/", DESKTOP, w.server.url + "/proof") // from our own page: direct, a view but no new visitor
    await visit("/", "Googlebot/2.1 (+http://www.google.com/bot.html)")
    await visit("/", "")

    const rows = await poll(async () => {
      const list = await w.su.collection("visit_days").getFullList<VisitDay>({ sort: "page,source" })
      return list.reduce((n, r) => n + r.views, 0) >= 5 ? list : null
    })
    const got = (rows ?? []).map(({ page, source, medium, campaign, device, views, visitors }) => ({
      page,
      source,
      medium,
      campaign,
      device,
      views,
      visitors,
    }))
    expect(got).toEqual([
      { page: "/", source: "direct", medium: "", campaign: "", device: "desktop", views: 1, visitors: 0 },
      {
        page: "/",
        source: "instagram",
        medium: "",
        campaign: "drop",
        device: "mobile",
        views: 3,
        visitors: 1,
      },
      {
        page: "/book",
        source: "google.com",
        medium: "",
        campaign: "",
        device: "desktop",
        views: 1,
        visitors: 1,
      },
    ])
    const stored = JSON.stringify(rows)
    expect(stored).not.toContain("127.0.0.1") // no address
    expect(stored).not.toContain("iPhone") // no user agent
  })

  it("shows the counts to the studio on the funnel's route, as JSON and CSV, and to no one else", async () => {
    interface FunnelRow {
      source: string
      campaign: string
      visits: number
    }
    const report = await w.admin.pb.send<{ by_campaign: FunnelRow[]; total: FunnelRow }>(
      "/api/launchdesk/admin/funnel",
      { requestKey: null },
    )
    const insta = report.by_campaign.find((r) => r.source === "instagram" && r.campaign === "drop")
    expect(insta?.visits).toBe(1) // three views by one visitor
    expect(report.total.visits).toBe(2) // instagram, google.com; the view from our own page is no new visitor
    const csv = await fetch(`${w.server.url}/api/launchdesk/admin/funnel?format=csv`, {
      headers: { authorization: w.admin.pb.authStore.token },
    })
    expect(csv.headers.get("content-type")).toContain("text/csv")
    const lines = (await csv.text()).trim().split("\n")
    expect(lines[0]).toBe("source,campaign,visits,booked,attended,sign-ups,orders,paid,launched,revenue")
    expect(lines).toContain("instagram,drop,1,0,0,0,0,0,0,0.00")
    for (const [token, status] of [
      [w.client.pb.authStore.token, 403],
      ["", 401],
    ] as const) {
      const res = await fetch(`${w.server.url}/api/launchdesk/admin/funnel`, {
        headers: token ? { authorization: token } : {},
      })
      expect(res.status).toBe(status)
    }
  })

  it("lets no admin, client or visitor read or write the counts", async () => {
    for (const pb of [w.admin.pb, w.client.pb, w.guest]) {
      await expect(pb.collection("visit_days").getList(1, 1)).rejects.toMatchObject({ status: 403 })
      await expect(
        pb
          .collection("visit_days")
          .create({ day: "2026-01-01", page: "/", source: "x", device: "mobile", views: 9 }),
      ).rejects.toMatchObject({ status: 403 })
    }
  })
})
