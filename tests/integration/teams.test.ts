import type PocketBase from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { newOrder } from "../support/orders"
import { openRealtime, type RealtimeStream } from "../support/sse"
import {
  fileStatus,
  fileUrl,
  form,
  PNG,
  status,
  startMessagesWorld,
  type MessagesWorld,
} from "./messages-support"
import { joinBrand } from "./team-support"

// A brand's team against the real binary: the owner invites a designer and a bookkeeper, who join by the link; each
// reads what its role allows, by REST, expand, batch, realtime and file token; the removed designer loses all of it
// at once, its open realtime stream included (PocketBase asks the rules again for every message it sends).
describe("brand teams: who reads what, and a removal at once", () => {
  let w: MessagesWorld
  let designer: Account
  let bookkeeper: Account

  /** join has the owner invite a new address in role and joins it by the link: the signed-in member. */
  const join = (role: string) => joinBrand(w.server, w.su, w.client, role)

  beforeAll(async () => {
    w = await startMessagesWorld()
    designer = await join("member")
    bookkeeper = await join("billing")
  }, 60_000)
  afterAll(async () => w?.dispose())

  const count = async (pb: PocketBase, collection: string, filter = "") =>
    (await pb.collection(collection).getList(1, 50, { filter })).totalItems

  it("lets the designer work on the brand's order and the bookkeeper see only its card", async () => {
    expect(await count(designer.pb, "orders")).toBe(1)
    expect(await count(bookkeeper.pb, "orders")).toBe(0)
    const cards = await bookkeeper.pb.send("/api/launchdesk/portal/orders?perPage=50", {})
    expect(cards.items.map((o: { title: string }) => o.title)).toEqual([w.order.title])
    const card = await bookkeeper.pb.send(`/api/launchdesk/portal/orders/${w.order.id}`, {})
    expect([card.title, card.status, card.description]).toEqual([w.order.title, w.order.status, undefined])
    const message = await designer.pb
      .collection("messages")
      .create({ order: w.order.id, body: "Logo attached." })
    expect(await count(w.client.pb, "messages", `id = "${message.id}"`)).toBe(1)
    expect(await count(bookkeeper.pb, "messages")).toBe(0)
    expect(await status(bookkeeper.pb.collection("messages").create({ order: w.order.id, body: "x" }))).toBe(
      400,
    )
    // a back-relation filter is refused to a client; an expand gives the bookkeeper nothing of the thread either
    expect(await status(count(bookkeeper.pb, "orders", `messages_via_order.body ~ "Logo"`))).toBe(400)
    expect(await count(bookkeeper.pb, "order_events", `order.title != ""`)).toBe(0)
    const expanded = await bookkeeper.pb
      .collection("users")
      .getOne(bookkeeper.id, { expand: "messages_via_author" })
    expect(expanded.expand?.messages_via_author).toBeUndefined()
    expect(await status(bookkeeper.pb.send(`/api/launchdesk/orders/${w.order.id}/messages`, {}))).toBe(404)
  })

  it("names the member who acted in the order's history, to its teammates", async () => {
    const theirs = await newOrder(designer)
    const [created] = await w.client.pb.collection("order_events").getFullList({
      filter: `order = "${theirs.id}"`,
      expand: "who,who.memberships_via_user",
      fields: "actor,expand.who.name,expand.who.expand.memberships_via_user.role",
    })
    expect(created?.actor).toBe("client")
    expect(created?.expand?.who?.name).toBe("member")
    expect(created?.expand?.who?.expand?.memberships_via_user?.role).toBe("member")
  })

  it("refuses another brand's orders to a member who guesses their ids", async () => {
    const theirs = await newOrder(w.other)
    expect(await status(designer.pb.collection("orders").getOne(theirs.id))).toBe(404)
    expect(await status(designer.pb.send(`/api/launchdesk/orders/${theirs.id}/messages`, {}))).toBe(404)
    const batch = designer.pb.createBatch()
    batch.collection("messages").create({ order: theirs.id, body: "Hello from elsewhere" })
    expect(await status(batch.send())).toBe(400)
  })

  it("takes everything from a removed designer at once: REST, realtime, file tokens", async () => {
    const withFile = await w.client.pb
      .collection("messages")
      .create(form({ order: w.order.id, body: "Our logo." }, [["logo.png", PNG, "image/png"]]))
    const fileToken = await designer.pb.files.getToken()
    expect(await fileStatus(fileUrl(w, withFile, 0, fileToken))).toBe(200)
    const stream: RealtimeStream = await openRealtime(w.server.url)
    try {
      await stream.subscribe(designer.pb.authStore.token, ["messages/*"])
      const before = await w.client.pb.collection("messages").create({ order: w.order.id, body: "Before" })
      await stream.waitFor((e) => e.data.includes(before.id))
      const team = await w.client.pb.send("/api/launchdesk/team", {})
      const membership = team.members.find((m: { user: string }) => m.user === designer.id).id
      await w.client.pb.send(`/api/launchdesk/team/members/${membership}`, { method: "DELETE" })
      const after = await w.client.pb.collection("messages").create({ order: w.order.id, body: "After" })
      const seen = stream.events.length
      // the owner's stream gets it; the designer's stream, still open, does not
      const owner = await openRealtime(w.server.url)
      await owner.subscribe(w.client.pb.authStore.token, ["messages/*"])
      const last = await w.client.pb.collection("messages").create({ order: w.order.id, body: "Last" })
      await owner.waitFor((e) => e.data.includes(last.id))
      owner.close()
      expect(
        stream.events.slice(seen).some((e) => e.data.includes(after.id) || e.data.includes(last.id)),
      ).toBe(false)
    } finally {
      stream.close()
    }
    expect(await count(designer.pb, "orders")).toBe(0)
    expect(await count(designer.pb, "messages")).toBe(0)
    expect(await fileStatus(fileUrl(w, withFile, 0, fileToken))).toBe(404)
    const cards = await designer.pb.send("/api/launchdesk/portal/orders?perPage=50", {})
    expect(cards.items).toEqual([])
    expect(await status(designer.pb.send(`/api/launchdesk/portal/orders/${w.order.id}`, {}))).toBe(404)
  }, 30_000)
})
