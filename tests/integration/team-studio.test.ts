import { beforeAll, describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { newOrder } from "../support/orders"
import type { ReceivedMail } from "../support/smtp"
import { sleep } from "../support/wait"
import { testWorld } from "../support/world"
import { joinBrand } from "./team-support"

// The studio's view of brands: the orders table and the inbox name each order's brand beside the person who placed
// it, the order page reads the brand with its people (GET /api/launchdesk/admin/brands/{id}, the studio's alone),
// and a notification can go to the client's whole brand (audience "work" or "see"), each member told by their own
// preferences.
describe("the studio's view of a brand", () => {
  const w = testWorld({ smtp: true, admin: "Sam Studio", client: "Ava Owner", other: "Olly Other", su: true })
  let designer: Account
  let books: Account
  let brand = ""
  beforeAll(async () => {
    designer = await joinBrand(w.server, w.su, w.client, "member", "Lina Designer")
    books = await joinBrand(w.server, w.su, w.client, "billing", "Bo Books")
    const m = await w.su
      .collection("memberships")
      .getFirstListItem(w.su.filter("user = {:u}", { u: w.client.id }))
    brand = String(m.brand)
  }, 60_000)

  it("names the brand and the person in the orders table, the inbox and the brand's page", async () => {
    const order = await newOrder(designer, { title: "Brand-named order" })
    const page = await w.admin.pb.send("/api/launchdesk/admin/orders", { query: { q: "Brand-named" } })
    const row = page.items.find((o: { id: string }) => o.id === order.id)
    expect(row.expand.brand).toEqual({ id: brand, name: "Ava Owner" })
    expect(row.expand.client.name).toBe("Lina Designer") // the person who placed it

    const queue = await w.admin.pb.send("/api/launchdesk/admin/queue", {})
    const item = queue.items.find((i: { orderId: string }) => i.orderId === order.id)
    expect([item.clientName, item.brandName]).toEqual(["Lina Designer", "Ava Owner"])

    const read = await w.admin.pb.send(`/api/launchdesk/admin/brands/${brand}`, {})
    expect(read.name).toBe("Ava Owner")
    expect(read.members.map((m: { name: string; role: string }) => `${m.name} ${m.role}`)).toEqual([
      "Ava Owner owner",
      "Lina Designer member",
      "Bo Books billing",
    ])
    for (const reader of [w.client, designer, w.other]) {
      await expect(reader.pb.send(`/api/launchdesk/admin/brands/${brand}`, {})).rejects.toMatchObject({
        status: 403,
      })
    }
  })

  it("sends a notification to the brand's working members, or to all of them, each by their preferences", async () => {
    await designer.pb.collection("users").update(designer.id, { email_prefs: { notifications: false } })
    const send = (title: string, audience: string) =>
      w.admin.pb
        .collection("notifications")
        .create({ user: w.client.id, title, message: "Hello team.", audience })
    const holders = async (title: string) =>
      (
        await w.su
          .collection("notifications")
          .getFullList({ filter: w.su.filter("title = {:t}", { t: title }) })
      )
        .map((n) => String(n.user))
        .sort()
    const mailed = async (title: string) => {
      await sleep(1500)
      return w.smtp.messages
        .filter((m: ReceivedMail) => (m.parsed.subject ?? "").includes(title))
        .flatMap((m) => m.to)
        .sort()
    }
    await send("To the working team", "work")
    expect(await holders("To the working team")).toEqual([w.client.id, designer.id].sort())
    await send("To the whole brand", "see")
    expect(await holders("To the whole brand")).toEqual([w.client.id, designer.id, books.id].sort())
    // the designer turned the studio's notifications' e-mails off: in-app only
    expect(await mailed("To the whole brand")).toEqual([w.client.email, books.email].sort())
    await send("To the client alone", "")
    expect(await holders("To the client alone")).toEqual([w.client.id])

    // a client cannot send one, to a brand or to anyone; an unknown audience is refused
    await expect(
      w.client.pb
        .collection("notifications")
        .create({ user: designer.id, title: "x", message: "y", audience: "see" }),
    ).rejects.toMatchObject({ status: expect.any(Number) })
    expect(await holders("x")).toEqual([])
    await expect(send("Nobody", "everyone")).rejects.toMatchObject({ status: 400 })
    expect(await holders("Nobody")).toEqual([])
  })
})
