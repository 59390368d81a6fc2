import { createServer, type Socket } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { freePort } from "../support/free-port"
import { startSmtp, type TestSmtp } from "../support/smtp"
import {
  createOrder,
  mailsTo,
  type PipelineWorld,
  rowsFor,
  setStatus,
  startPipeline,
} from "./pipeline-support"
import { poll, sleep } from "../support/wait"

// MAIL_SEND_TIMEOUT_SECONDS=1 makes the lease 2 s, so crash recovery is quick to observe.
const fast = { MAIL_RETRY_SECONDS: "1", MAIL_SEND_TIMEOUT_SECONDS: "1" }

/** A TCP server that accepts connections and never says a word: an SMTP server that hangs. */
async function startHangingSmtp() {
  const port = await freePort()
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

/** statusMailFor matches the status e-mails of an order (not the launch gate's override e-mail, "Your store will launch"). */
const statusMailFor = (orderId: string) => (m: { parsed: { html?: string; subject?: string } }) =>
  (m.parsed.subject ?? "").startsWith("Order Update:") &&
  (m.parsed.html ?? "").includes(`/portal/orders/${orderId}"`)

describe("status pipeline: delivery", () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c()
  })
  const start = async (env: Record<string, string> = {}) => {
    const world = await startPipeline({ ...fast, ...env })
    cleanups.push(world.dispose)
    return world
  }

  it("with SMTP down, the change succeeds at once and the e-mail arrives once after SMTP returns", async () => {
    const world = await start()
    await world.smtp.stop()
    const order = await createOrder(world)

    const started = performance.now()
    await setStatus(world, order.id, "in_progress")
    expect(performance.now() - started).toBeLessThan(1000)
    const notes = await rowsFor(world, "notifications", "related_order", order.id)
    expect(notes.filter((n) => n.user === world.client.id)).toHaveLength(1)

    const failing = await poll(async () => {
      const rows = await rowsFor(world, "mail_outbox", "order", order.id)
      const row = rows.find((r) => r.kind === "status_change")
      return row && row.state === "queued" && row.attempts >= 2 ? row : null
    })
    expect(failing?.last_error).toMatch(/connect|refused/i)
    // nothing but the client's sign-up verification e-mail (sent before SMTP stopped) has arrived
    expect(world.smtp.messages.filter((m) => !/^Confirm your e-mail/.test(m.parsed.subject ?? ""))).toEqual(
      [],
    )
    // After 4 failed attempts the e-mail's own backoff is 8 s, far longer than the 1 s retry interval:
    // delivery within the interval after SMTP returns must come from the worker probing the server.
    const backedOff = await poll(async () => {
      const rows = await rowsFor(world, "mail_outbox", "order", order.id)
      return rows.find((r) => r.kind === "status_change" && r.state === "queued" && r.attempts >= 4)
    }, 15_000)
    expect(backedOff).toBeTruthy()

    await world.smtp.start()
    const back = Date.now()
    const [mail] = await world.smtp.waitFor(statusMailFor(order.id), 1, 8000)
    expect(mail!.receivedAt - back).toBeLessThan(1000 + 2000) // retry interval + 2 s
    await sleep(2500)
    expect(world.smtp.messages.filter(statusMailFor(order.id))).toHaveLength(1)
    expect(world.smtp.messages.filter(mailsTo(world.admin.email, "New order:"))).toHaveLength(1)
    const [row] = (await rowsFor(world, "mail_outbox", "order", order.id)).filter(
      (r) => r.kind === "status_change",
    )
    expect(row).toMatchObject({ state: "sent", last_error: "" })
  })

  it("delivers exactly once when the binary is SIGKILLed right after each status change", async () => {
    const world = await start()
    const order = await createOrder(world)
    await world.smtp.waitFor(mailsTo(world.admin.email, "New order:"))
    for (const status of ["in_progress", "completed", "pending_approval"]) {
      await setStatus(world, order.id, status, "Paused by the brand.")
      await world.server.stop("SIGKILL")
      await world.server.restart()
    }
    await world.smtp.waitFor(statusMailFor(order.id), 3, 10_000)
    await sleep(3000) // past the 2 s lease and a retry: nothing more may come
    expect(world.smtp.messages.filter(statusMailFor(order.id))).toHaveLength(3)
    const rows = (await rowsFor(world, "mail_outbox", "order", order.id)).filter(
      (r) => r.kind === "status_change",
    )
    expect(rows.map((r) => r.state)).toEqual(["sent", "sent", "sent"])
  })

  it("retries an e-mail left 'sending' by a crash once its lease expires, exactly once", async () => {
    const hanging = await startHangingSmtp()
    let smtp: TestSmtp | null = null
    cleanups.push(async () => {
      await hanging.close()
      await smtp?.stop()
    })
    const world: PipelineWorld = await start({ SMTP_PORT: String(hanging.port) })
    const order = await createOrder(world)

    // The request never waits on SMTP: this server never answers, yet the change returns and its
    // e-mails are found still "sending" below (no wall-clock bound, which a busy machine would break).
    await setStatus(world, order.id, "completed")
    const claimed = await poll(async () => {
      const rows = await rowsFor(world, "mail_outbox", "order", order.id)
      // the studio's new-order alert, the client's confirmation of it, the status change
      return rows.length === 3 && rows.every((r) => r.state === "sending") ? rows : null
    })
    expect(claimed).toBeTruthy()

    await world.server.stop("SIGKILL")
    await hanging.close()
    smtp = await startSmtp(hanging.port)
    await world.server.restart()
    // the new order, the client's confirmation, the status change and the studio's override
    await smtp.waitFor(() => true, 4, 10_000)
    await sleep(3000)
    expect(smtp.messages.filter(statusMailFor(order.id))).toHaveLength(1)
    expect(smtp.messages.filter(mailsTo(world.admin.email, "New order:"))).toHaveLength(1)
    expect(smtp.messages.filter(mailsTo(world.client.email, "Order received:"))).toHaveLength(1)
    const rows = await rowsFor(world, "mail_outbox", "order", order.id)
    expect(rows.map((r) => r.state)).toEqual(["sent", "sent", "sent"])
    expect(rows.every((r) => r.attempts === 2)).toBe(true)
  })
})
