import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { ClientResponseError } from "pocketbase"
import { describe, expect, it } from "vitest"
import { createAdmin } from "../support/accounts"
import { ELF, form, PNG, startMessagesWorld } from "./messages-support"
import { newOrder } from "../support/orders"
import { testFixture } from "../support/world"

const MB = 1024 * 1024

/** bigPng is a file of size bytes whose content starts like a PNG. */
const bigPng = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)])

function peakRssMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))
  return Number(match?.[1]) / 1024
}

async function refusal(
  request: Promise<unknown>,
): Promise<{ status: number; message: string; files: string }> {
  try {
    await request
  } catch (err) {
    const e = err as ClientResponseError
    const data = e.response as { message?: string; data?: { files?: { message?: string } } }
    return { status: e.status, message: data.message ?? "", files: data.data?.files?.message ?? "" }
  }
  throw new Error("the request was accepted")
}

describe("messages: what a message may carry", () => {
  const w = testFixture(() => startMessagesWorld())

  const post = (fields: Record<string, string>, files: [string, Buffer, string][] = []) =>
    w.client.pb.collection("messages").create(form({ order: w.order.id, ...fields }, files))

  it("refuses a program renamed .png, by its content, with a sentence", async () => {
    const r = await refusal(post({ body: "our logo" }, [["logo.png", ELF, "image/png"]]))
    expect(r.status).toBe(400)
    expect(r.message).toMatch(/^"logo\.png" cannot be shared here: its content is application\/x-elf/)
    expect(r.files).toBe(r.message)
  })

  it("refuses a 25 MB file with a sentence naming both sizes", async () => {
    const r = await refusal(post({ body: "photos" }, [["shoot.png", bigPng(25 * MB), "image/png"]]))
    expect(r.status).toBe(400)
    expect(r.message).toBe('"shoot.png" is 25 MB; each file can be at most 20 MB.')
  })

  it("accepts five files of 20 MB in one message without holding them in memory", async () => {
    const pid = w.server.pid()!
    const files: [string, Buffer, string][] = [1, 2, 3, 4, 5].map((n) => [
      `photo-${n}.png`,
      bigPng(20 * MB),
      "image/png",
    ])
    const message = await post({ body: "the whole shoot" }, files)
    expect(message.files).toHaveLength(5)
    // the multipart parse keeps 1 MB in memory and spills the rest to temp files (internal/limits)
    expect(peakRssMb(pid)).toBeLessThan(150)
  })

  it("refuses a sixth file", async () => {
    const six: [string, Buffer, string][] = [1, 2, 3, 4, 5, 6].map((n) => [`p${n}.png`, PNG, "image/png"])
    expect((await refusal(post({ body: "x" }, six))).status).toBe(400)
  })

  it("refuses an empty message and a body over 4000 characters", async () => {
    const empty = await refusal(post({ body: "   " }))
    expect(empty.status).toBe(400)
    expect(empty.message).toBe("Write a message or attach a file.")
    expect((await refusal(post({ body: "x".repeat(4001) }))).status).toBe(400)
  })

  it("stores the line breaks of a form as typed, so 4000 characters means 4000 as typed", async () => {
    const typed = "line\n".repeat(799) + "last" // 3999 characters, 5598 once a form sends "\r\n"
    const message = await post({ body: typed.replaceAll("\n", "\r\n") })
    expect(message.body).toBe(typed)
  })

  it("keeps markup and script links as plain text (the UI renders text, never HTML)", async () => {
    const body = `<script>alert(1)</script> <img src=x onerror=alert(2)> [click](javascript:alert(3))`
    const message = await post({ body })
    expect(message.body).toBe(body)
  })

  it("limits a client to 20 messages a minute, with a sentence; admins are not limited", async () => {
    const order = await newOrder(w.other)
    const send = () => w.other.pb.collection("messages").create({ order: order.id, body: "ping" })
    for (let i = 0; i < 20; i++) await send()
    const r = await refusal(send())
    expect(r.status).toBe(429)
    expect(r.message).toBe(
      "You have sent 20 messages in the last minute. Please wait a moment before sending another.",
    )
    for (let i = 0; i < 21; i++)
      await w.admin.pb.collection("messages").create({ order: order.id, body: "pong" })
  })

  it("deletes a message's files with its order, and keeps the messages of a deleted account", async () => {
    const order = await newOrder(w.client)
    const withFile = await w.client.pb
      .collection("messages")
      .create(form({ order: order.id, body: "logo" }, [["logo.png", PNG, "image/png"]]))
    const helper = await createAdmin(w.server, "Temporary Admin")
    const byHelper = await helper.pb.collection("messages").create({ order: order.id, body: "On it." })
    const dir = join(w.server.dataDir, "storage", withFile.collectionId, withFile.id)
    expect(existsSync(join(dir, (withFile.files as string[])[0]!))).toBe(true)

    await w.su.collection("users").delete(helper.id)
    const kept = await w.admin.pb.collection("messages").getOne(byHelper.id)
    expect(kept.author).toBe("")

    await w.su.collection("orders").delete(order.id)
    expect(await w.su.collection("messages").getFullList({ filter: `order = "${order.id}"` })).toHaveLength(0)
    await expect.poll(() => existsSync(dir)).toBe(false)
  })
})
