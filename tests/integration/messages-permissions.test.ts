import type PocketBase from "pocketbase"
import type { RecordModel } from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openRealtime, type RealtimeStream } from "../support/sse"
import {
  fileStatus,
  fileUrl,
  form,
  type MessagesWorld,
  PDF,
  PNG,
  startMessagesWorld,
  status,
} from "./messages-support"

// Who reads what of an order's conversation, tried by REST, realtime and file URL. The order belongs to `client`;
// `other` is another client; the guest has no session. PocketBase answers a refused create rule with 400, a record
// the requester may not see with 404.
describe("messages: only the order's client and admins read them, and internal notes only admins", () => {
  let w: MessagesWorld
  let visible: RecordModel // the client's message with a PNG and a PDF
  let note: RecordModel // the admin's internal note with a PNG
  const streams: RealtimeStream[] = []

  beforeAll(async () => {
    w = await startMessagesWorld()
    visible = await w.client.pb.collection("messages").create(
      form({ order: w.order.id, body: "Here are our logo and brief.", author: w.admin.id }, [
        ["logo.png", PNG, "image/png"],
        ["brief.pdf", PDF, "application/pdf"],
      ]),
    )
    note = await w.admin.pb
      .collection("messages")
      .create(
        form({ order: w.order.id, body: "Client seems unsure about colours.", internal: "true" }, [
          ["moodboard.png", PNG, "image/png"],
        ]),
      )
  })
  afterAll(async () => {
    streams.forEach((s) => s.close())
    await w?.dispose()
  })

  const listIds = async (pb: PocketBase) =>
    (
      await pb.collection("messages").getFullList({ filter: pb.filter("order = {:o}", { o: w.order.id }) })
    ).map((m) => m.id)

  it("forces the author to the requester, whatever the body says", () => {
    expect(visible.author).toBe(w.client.id)
    expect(visible.files).toHaveLength(2)
    expect(note.internal).toBe(true)
  })

  it("lists the order's messages to its client without internal notes, all to the admin, none to others", async () => {
    expect(await listIds(w.client.pb)).toEqual([visible.id])
    expect((await listIds(w.admin.pb)).sort()).toEqual([visible.id, note.id].sort())
    expect(await listIds(w.other.pb)).toEqual([])
    expect(await listIds(w.guest)).toEqual([])
  })

  it.each([
    ["the other client views the message", () => w.other.pb.collection("messages").getOne(visible.id), 404],
    ["the guest views the message", () => w.guest.collection("messages").getOne(visible.id), 404],
    ["the client views the internal note", () => w.client.pb.collection("messages").getOne(note.id), 404],
    [
      "the other client views the internal note",
      () => w.other.pb.collection("messages").getOne(note.id),
      404,
    ],
    [
      "the other client writes on the order",
      () => w.other.pb.collection("messages").create({ order: w.order.id, body: "Hi" }),
      400,
    ],
    [
      "the guest writes on the order",
      () => w.guest.collection("messages").create({ order: w.order.id, body: "Hi" }),
      400,
    ],
    [
      "the client writes an internal note (JSON)",
      () => w.client.pb.collection("messages").create({ order: w.order.id, body: "x", internal: true }),
      400,
    ],
    [
      "the client writes an internal note (multipart)",
      () =>
        w.client.pb.collection("messages").create(form({ order: w.order.id, body: "x", internal: "true" })),
      400,
    ],
    [
      "the client edits the admin's note",
      () => w.client.pb.collection("messages").update(note.id, { body: "changed" }),
      404,
    ],
    [
      "the client turns its message into an internal note",
      () => w.client.pb.collection("messages").update(visible.id, { internal: true }),
      400,
    ],
    [
      "the client moves its message to another order",
      async () => {
        const mine = await w.other.pb.collection("orders").create({
          title: "Other store",
          description: "x",
          company_name: "Other",
          client: w.other.id,
        })
        return w.client.pb.collection("messages").update(visible.id, { order: mine.id })
      },
      400,
    ],
    ["anyone deletes a message", () => w.admin.pb.collection("messages").delete(visible.id), 403],
    ["the client writes a read position", () => w.client.pb.collection("message_reads").create({}), 403],
  ])("refuses when %s", async (_name, request, expected) => {
    expect(await status(request())).toBe(expected)
  })

  it("lets the author edit the text of its own message, and only the text", async () => {
    const edited = await w.client.pb
      .collection("messages")
      .update(visible.id, { body: "Here are our logo and brief!" })
    expect(edited.body).toBe("Here are our logo and brief!")
    expect(edited.files).toEqual(visible.files)
  })

  it("serves files only with a valid token of someone who may read the message", async () => {
    const token = async (pb: PocketBase) => pb.files.getToken()
    const [clientToken, adminToken, otherToken] = await Promise.all([
      token(w.client.pb),
      token(w.admin.pb),
      token(w.other.pb),
    ])
    for (const index of [0, 1]) {
      expect(await fileStatus(fileUrl(w, visible, index, clientToken))).toBe(200)
      expect(await fileStatus(fileUrl(w, visible, index, adminToken))).toBe(200)
      expect(await fileStatus(fileUrl(w, visible, index, otherToken))).toBe(404)
      expect(await fileStatus(fileUrl(w, visible, index))).toBe(404)
      expect(await fileStatus(fileUrl(w, visible, index, "not-a-token"))).toBe(404)
    }
    expect(await fileStatus(fileUrl(w, note, 0, adminToken))).toBe(200)
    expect(await fileStatus(fileUrl(w, note, 0, clientToken))).toBe(404)
    expect(await fileStatus(fileUrl(w, note, 0))).toBe(404)
    // thumbnails too
    expect(await fileStatus(fileUrl(w, note, 0, clientToken) + "&thumb=160x160")).toBe(404)
    expect(await fileStatus(fileUrl(w, visible, 0, clientToken) + "&thumb=160x160")).toBe(200)
  })

  it("refuses an auth token where a file token is expected", async () => {
    expect(await fileStatus(fileUrl(w, visible, 0, w.client.pb.authStore.token))).toBe(404)
  })

  it("sends each realtime subscriber only the messages it may read", async () => {
    const live = async (token: string) => {
      const s = await openRealtime(w.server.url)
      streams.push(s)
      const res = await s.subscribe(token, ["messages/*"])
      expect(res.status).toBe(204)
      return s
    }
    const [client, admin, other, guest] = await Promise.all([
      live(w.client.pb.authStore.token),
      live(w.admin.pb.authStore.token),
      live(w.other.pb.authStore.token),
      live(""),
    ])
    const secret = await w.admin.pb
      .collection("messages")
      .create({ order: w.order.id, body: "internal: budget is tight", internal: true })
    const reply = await w.admin.pb
      .collection("messages")
      .create({ order: w.order.id, body: "Thanks, got them." })
    const has = (id: string) => (e: { data: string }) => e.data.includes(id)
    // the admin gets both; the client gets the reply, and the note never came before it
    await admin.waitFor(has(secret.id))
    await admin.waitFor(has(reply.id))
    await client.waitFor(has(reply.id))
    expect(client.events.some(has(secret.id))).toBe(false)
    // a marker the other client and the guest may read proves their streams were delivering
    const marker = await w.other.pb.collection("orders").create({
      title: "Marker",
      description: "x",
      company_name: "Other",
      client: w.other.id,
    })
    const mine = await w.other.pb.collection("messages").create({ order: marker.id, body: "marker" })
    await other.subscribe(w.other.pb.authStore.token, ["messages/*"])
    const otherMessage = await w.other.pb
      .collection("messages")
      .create({ order: marker.id, body: "marker 2" })
    await other.waitFor(has(otherMessage.id))
    for (const stream of [other, guest]) {
      expect(stream.events.some(has(secret.id))).toBe(false)
      expect(stream.events.some(has(reply.id))).toBe(false)
    }
    expect(client.events.some(has(mine.id)) || client.events.some(has(otherMessage.id))).toBe(false)
    // a single-record subscription to the note stays silent for the client
    await client.subscribe(w.client.pb.authStore.token, [`messages/${secret.id}`, "messages/*"])
    await w.admin.pb.collection("messages").update(secret.id, { body: "internal: budget is very tight" })
    const after = await w.admin.pb
      .collection("messages")
      .create({ order: w.order.id, body: "One more thing." })
    await client.waitFor(has(after.id))
    expect(client.events.some(has(secret.id))).toBe(false)
  })
})
