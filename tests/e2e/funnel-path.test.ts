import { readFileSync } from "node:fs"
import PocketBase from "pocketbase"
import { describe, expect, it } from "vitest"
import { uniqueEmail } from "../support/accounts"
import { viewports } from "../support/browser"
import { newOrder } from "../support/orders"
import { paidSession, sendEvent, stripeEvent } from "../support/stripe"
import { poll } from "../support/wait"
import { launchOrder } from "../integration/launch-support"
import { checkout, paymentOf, paymentsWorld } from "../integration/payments-support"
import { adJourney } from "./ad-journey"
import { adminContext, at } from "./admin-fixture"

// Issue 45's acceptance, end to end: a phone's visit from an Instagram ad (the server counts it), a booked intro call
// and a sign-up (both carry the browser's first touch), an order (it takes the person's), its card payment
// (stripe-mock and Stripe's signed webhook) and its launch show as one path under instagram / drop in /admin/funnel
// and its CSV; a visit with no source shows under direct.

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36"

const w = paymentsWorld({
  admin: "Studio Admin",
  su: true,
  browser: true,
  env: { VISITS_FLUSH_SECONDS: "1" },
})

describe("from an ad click to a launched store", () => {
  it("shows one path under instagram / drop, in the table and the CSV, and a sourceless visit under direct", async () => {
    const email = uniqueEmail("ivy")
    await adJourney(w, email, { userAgent: PHONE })
    const desk = await w.browser.newContext({ viewport: viewports.desktop, userAgent: DESKTOP })
    await (await desk.newPage()).goto(at(w, "/"))
    await desk.close()

    const pb = new PocketBase(w.server.url)
    const auth = await pb.collection("users").authWithPassword(email, "ivy-pass-12")
    const ivy = { id: auth.record.id, email, password: "ivy-pass-12", pb }
    const order = await newOrder(ivy)
    await w.admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    await checkout(ivy, order.id)
    const session = String((await paymentOf(w, order.id)).stripe_session)
    expect(
      (
        await sendEvent(
          w.server.url,
          stripeEvent("checkout.session.completed", paidSession(session, order.id)),
        )
      ).status,
    ).toBe(200)
    await launchOrder(w.admin.pb, order.id)

    type Report = { total: { visits: number } }
    await poll(
      async () =>
        (await w.admin.pb.send<Report>("/api/launchdesk/admin/funnel", { requestKey: null })).total.visits >=
        2,
      15_000,
    )
    const context = await adminContext(w.browser, w, viewports.desktop)
    const admin = await context.newPage()
    await admin.goto(at(w, "/admin/funnel?by=campaign"))
    const row = admin.getByRole("row", { name: /^instagram drop/ })
    await row.waitFor()
    const cells = (await row.locator("td").allTextContents()).map((t) => t.split(" ")[0])
    expect(cells.slice(0, 9)).toEqual(["drop", "1", "1", "0", "1", "1", "1", "1", "$200"])
    const direct = await admin
      .getByRole("row", { name: /^direct/ })
      .locator("td")
      .allTextContents()
    expect(direct[1]).toBe("1") // the desktop's visit with no source
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("button", { name: "Download CSV" }).click(),
    ])
    const lines = readFileSync((await download.path())!, "utf8")
      .trim()
      .split("\n")
    expect(lines).toContain("instagram,drop,1,1,0,1,1,1,1,200.00")
    expect(lines.find((l) => l.startsWith("direct,,"))).toMatch(/^direct,,1,/)
    await context.close()
  })
})
