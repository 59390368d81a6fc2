import { ClientResponseError, type RecordModel } from "pocketbase"
import { beforeAll, describe, expect, it } from "vitest"
import {
  approve,
  approvedShopifyOrder,
  completeIntake,
  launchOf,
  markItem,
  moveStep,
  sendFiles,
  setAccess,
  shopifyOrder,
  submitItem,
} from "./launch-support"
import { type MessagesWorld, PNG } from "./messages-support"

// Hostile clients against the launch tracker: every write goes through the routes, which check who may do what.

async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 200
  } catch (err) {
    if (err instanceof ClientResponseError) return err.status
    throw err
  }
}

describe("launch tracker permissions", () => {
  const world = approvedShopifyOrder()
  let w: MessagesWorld
  let order: RecordModel
  beforeAll(() => {
    ;({ w, order } = world)
  })

  it("lets nobody write launches, intake items or step history through the record API", async () => {
    const launch = await launchOf(w.client.pb, order.id)
    const item = await w.client.pb
      .collection("intake_items")
      .getFirstListItem(w.client.pb.filter("order = {:id} && item = 'logo'", { id: order.id }))
    for (const pb of [w.client.pb, w.admin.pb]) {
      expect(
        await statusOf(pb.collection("launches").update(launch.id, { step: "launched" })),
      ).toBeGreaterThanOrEqual(400)
      expect(
        await statusOf(pb.collection("launches").update(launch.id, { due_at: "2099-01-01 00:00:00.000Z" })),
      ).toBeGreaterThanOrEqual(400)
      expect(
        await statusOf(pb.collection("launches").create({ order: order.id, step: "preview" })),
      ).toBeGreaterThanOrEqual(400)
      expect(await statusOf(pb.collection("launches").delete(launch.id))).toBeGreaterThanOrEqual(400)
      expect(
        await statusOf(pb.collection("intake_items").update(item.id, { state: "done" })),
      ).toBeGreaterThanOrEqual(400)
      expect(
        await statusOf(
          pb.collection("order_events").create({ order: order.id, step: "launched", actor: "admin" }),
        ),
      ).toBeGreaterThanOrEqual(400)
    }
    const after = await launchOf(w.su, order.id)
    expect(after.step).toBe("approved")
    expect(after.due_at).toBe(launch.due_at)
    expect((await w.su.collection("intake_items").getOne(item.id)).state).toBe("open")
  })

  it("never lets a client move a step, record access or mark an item, on its own order or another's", async () => {
    for (const step of ["intake", "building", "launched"]) {
      expect(await statusOf(moveStep(w.client.pb, order.id, step))).toBe(403)
      expect(await statusOf(moveStep(w.other.pb, order.id, step))).toBe(404)
      expect(await statusOf(moveStep(w.guest, order.id, step))).toBe(401)
    }
    expect(await statusOf(setAccess(w.client.pb, order.id, "request_sent", "noir.myshopify.com"))).toBe(403)
    expect(await statusOf(markItem(w.client.pb, order.id, "logo", "not_needed"))).toBe(403)
    const launch = await launchOf(w.su, order.id)
    expect([launch.step, launch.access]).toEqual(["approved", "code_received"])
    expect((await w.su.collection("orders").getOne(order.id)).status).toBe("in_progress")
  })

  it("lets a client complete only its own order's intake items, and only with its order's messages", async () => {
    expect(await statusOf(submitItem(w.other.pb, order.id, "logo", { answer: "mine now" }))).toBe(404)
    const othersOrder = await shopifyOrder(w.other)
    await approve(w.admin, othersOrder)
    const othersMessage = await sendFiles(w.other, othersOrder.id, [["logo.png", PNG, "image/png"]])
    expect(await statusOf(submitItem(w.client.pb, order.id, "logo", { message: othersMessage.id }))).toBe(400)
    const internal = await w.admin.pb
      .collection("messages")
      .create({ order: order.id, body: "internal note", internal: true })
    expect(await statusOf(submitItem(w.client.pb, order.id, "logo", { message: internal.id }))).toBe(400)
    expect(await statusOf(submitItem(w.client.pb, order.id, "nonsense", { answer: "x" }))).toBe(404)
    const logo = await w.su
      .collection("intake_items")
      .getFirstListItem(w.su.filter("order = {:id} && item = 'logo'", { id: order.id }))
    expect(logo.state).toBe("open")

    const own = await sendFiles(w.client, order.id, [["logo.png", PNG, "image/png"]])
    const answer = await submitItem(w.client.pb, order.id, "logo", { message: own.id })
    expect(answer.items.find((i) => i.item === "logo")).toMatchObject({ state: "done", message: own.id })
  })

  it("never shows a client the collaborator code, and nobody once access is granted; every step is in history", async () => {
    const code = "7731-secret"
    const mine = await shopifyOrder(w.client, code)
    expect(mine.collaborator_code ?? "").toBe("") // not even in the create answer
    await approve(w.admin, mine)
    expect((await w.admin.pb.collection("orders").getOne(mine.id)).collaborator_code).toBe(code)
    expect((await w.client.pb.collection("orders").getOne(mine.id)).collaborator_code).toBeUndefined()
    const listed = await w.client.pb
      .collection("orders")
      .getFullList({ filter: w.client.pb.filter("id = {:id}", { id: mine.id }) })
    expect(JSON.stringify(listed)).not.toContain(code)

    await moveStep(w.admin.pb, mine.id, "intake")
    await completeIntake(w.client, mine.id)
    await moveStep(w.admin.pb, mine.id, "access")
    await setAccess(w.admin.pb, mine.id, "request_sent", "noir-atelier.myshopify.com")
    await setAccess(w.admin.pb, mine.id, "granted")
    for (const pb of [w.admin.pb, w.su, w.client.pb]) {
      expect(JSON.stringify(await pb.collection("orders").getOne(mine.id))).not.toContain(code)
    }
    const found = await w.admin.pb
      .collection("orders")
      .getList(1, 1, { filter: w.admin.pb.filter("collaborator_code = {:c}", { c: code }) })
    expect(found.totalItems).toBe(0)

    const history = await w.client.pb.collection("order_events").getFullList({
      filter: w.client.pb.filter("order = {:id}", { id: mine.id }),
      sort: "created,id",
    })
    const rows = history.map((e) => [e.from, e.to, e.step_from, e.step, e.note, e.actor])
    expect(rows).toEqual([
      ["", "pending_approval", "", "", "", "client"],
      ["pending_approval", "in_progress", "", "", "", "admin"],
      ["", "", "", "approved", "", "admin"],
      ["", "", "approved", "intake", "", "admin"],
      ["", "", "intake", "intake", "Brand intake complete", "client"],
      ["", "", "intake", "access", "", "admin"],
      ["", "", "access", "access", "Access request sent to noir-atelier.myshopify.com", "admin"],
      ["", "", "access", "access", "Store access granted", "admin"],
    ])
  })
})
