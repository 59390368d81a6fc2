import { rmSync } from "node:fs"
import type { RecordModel } from "pocketbase"
import { describe, expect, it } from "vitest"
import { newOrder } from "../support/orders"
import { poll } from "../support/wait"
import { fileStatus, fileUrl, form, type MessagesWorld, PNG } from "./messages-support"
import { replicaWorld } from "./replica-support"

/** A write the server acknowledged, and when. */
interface Ack {
  kind: "order" | "status" | "message"
  record: RecordModel
  at: number
}

const LOAD_MS = 4_000

/** load writes orders, status changes and messages with files from three writers until stopped. */
function startLoad(w: MessagesWorld, acks: Ack[]) {
  let running = true
  const ack = (kind: Ack["kind"], record: RecordModel) => acks.push({ kind, record, at: Date.now() })
  const orders = async () => {
    while (running) {
      const order = await newOrder(w.client)
      ack("order", order)
      ack("status", await w.admin.pb.collection("orders").update(order.id, { status: "in_progress" }))
    }
  }
  const messages = async () => {
    while (running) {
      const body = form({ order: w.order.id, body: "A file before the crash." }, [
        ["shot.png", PNG, "image/png"],
      ])
      ack("message", await w.client.pb.collection("messages").create(body))
    }
  }
  const writers = [orders(), messages(), messages()].map((p) => p.catch(() => undefined)) // killed mid-request
  return async () => {
    running = false
    await Promise.all(writers)
  }
}

describe("disaster: the VPS dies (SIGKILL, data dir gone) and comes back from the replica", () => {
  // unread messages are e-mailed after 3 s instead of 10 min, so their e-mails are due after the restore too
  const w = replicaWorld({
    MESSAGE_EMAIL_DELAY_MINUTES: "0.05",
    MAIL_SEND_TIMEOUT_SECONDS: "2", // a row caught mid-send by the kill is retried when its lease (4 s) ends
  })

  it("brings back every write acknowledged 2 s before the kill, its files, and sends each pending e-mail once", async () => {
    await w.smtp.stop() // the e-mails of the load stay pending in the outbox
    const sentBefore = w.smtp.messages.map((m) => m.parsed.messageId ?? "")
    const acks: Ack[] = []
    const stopLoad = startLoad(w, acks)
    await new Promise((r) => setTimeout(r, LOAD_MS))
    const killedAt = Date.now()
    await w.server.stop("SIGKILL")
    await stopLoad()
    rmSync(w.server.dataDir, { recursive: true, force: true })

    const restored = await w.server.cli(["restore", "--from-replica"]).catch((e: { stderr: string }) => {
      throw new Error(`restore failed: ${e.stderr}`)
    })
    expect(restored.stdout).toContain("Restored")
    await w.smtp.start()
    const backAt = Date.now()
    await w.server.restart()

    const due = acks.filter((a) => a.at < killedAt - 2_000)
    expect(due.length).toBeGreaterThan(10)
    const orders = await w.su.collection("orders").getFullList({ fields: "id,status" })
    const status = new Map(orders.map((o) => [o.id, o.status as string]))
    const messages = new Set(
      (await w.su.collection("messages").getFullList({ fields: "id" })).map((m) => m.id),
    )
    const lost = due.filter((a) =>
      a.kind === "message"
        ? !messages.has(a.record.id)
        : a.kind === "order"
          ? !status.has(a.record.id)
          : status.get(a.record.id) !== "in_progress",
    )
    expect(lost).toEqual([])

    const token = await w.client.pb.files.getToken() // the client's session survived the restore
    for (const a of due.filter((a) => a.kind === "message").slice(-5))
      expect(await fileStatus(fileUrl(w, a.record, 0, token))).toBe(200)

    // pending at the kill: every row not sent before it (SMTP was down during the load) and due by now, not the
    // ones planned for later (intake reminders a day on, the next minute's grouped alert)
    const dueBy = Date.now() + 10_000
    const isDue = (r: RecordModel) => new Date((r.next_attempt as string).replace(" ", "T")).getTime() < dueBy
    const dueRows = async () =>
      (await w.su.collection("mail_outbox").getFullList({ fields: "id,state,next_attempt" })).filter(isDue)
    await poll(async () => (await dueRows()).every((r) => r.state === "sent"), 30_000)
    const rows = await dueRows()
    expect(rows.filter((r) => r.state !== "sent")).toEqual([])
    await new Promise((r) => setTimeout(r, 2_000)) // a second send would show by now
    const sent = w.smtp.messages.filter((m) => m.receivedAt >= backAt).map((m) => m.parsed.messageId ?? "")
    expect(sent.filter((id) => sentBefore.includes(id))).toEqual([]) // nothing sent before the kill went again
    const pending = rows.filter((r) => !sentBefore.some((id) => id.startsWith(`<${r.id}.`)))
    expect(pending.length).toBeGreaterThan(5)
    const perRow = pending.map((r) => sent.filter((id) => id.startsWith(`<${r.id}.`)).length)
    expect(perRow.filter((n) => n !== 1)).toEqual([])
    expect(sent).toHaveLength(pending.length)
  }, 90_000)
})
