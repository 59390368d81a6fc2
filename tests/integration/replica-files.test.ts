import type { RecordModel } from "pocketbase"
import { describe, expect, it } from "vitest"
import { signUpClient } from "../support/accounts"
import { newOrder } from "../support/orders"
import { poll } from "../support/wait"
import { fileStatus, fileUrl, form, PNG } from "./messages-support"
import { replicaWorld } from "./replica-support"

describe("files off the box: with REPLICA_S3_* uploads go to the bucket, tokens and protection unchanged", () => {
  const w = replicaWorld()

  it("stores a message file in the bucket and serves it only with a file token of a reader", async () => {
    const message = await w.client.pb
      .collection("messages")
      .create(form({ order: w.order.id, body: "Our logo, off the box." }, [["logo.png", PNG, "image/png"]]))
    const name = (message.files as string[])[0]!
    const keys = await w.target.s3.listKeys(w.target.bucket)
    expect(keys.some((k) => k.endsWith(`/${message.id}/${name}`))).toBe(true)

    expect(await fileStatus(fileUrl(w, message, 0, await w.client.pb.files.getToken()))).toBe(200)
    expect(await fileStatus(fileUrl(w, message, 0, await w.admin.pb.files.getToken()))).toBe(200)
    expect(await fileStatus(fileUrl(w, message, 0))).toBe(404)
    expect(await fileStatus(fileUrl(w, message, 0, await w.other.pb.files.getToken()))).toBe(404)
    const res = await fetch(fileUrl(w, message, 0, await w.client.pb.files.getToken()))
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG)
  }, 30_000)

  // The files are stored before the save's transaction (internal/uploads/store.go), so a message the limit refuses
  // in that transaction has its file stored already: it must be deleted again.
  it("keeps the 20-a-minute limit for 30 messages with files sent at once, and no file of a refused one", async () => {
    const client = await signUpClient(w.server, "Flooding Client")
    const order = await newOrder(client)
    const send = (i: number) =>
      client.pb
        .collection("messages")
        .create(form({ order: order.id, body: `File ${i}` }, [[`logo-${i}.png`, PNG, "image/png"]]), {
          requestKey: null,
        })
        .catch((err: { status?: number }) => err.status ?? 0)
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => send(i)))
    const saved = results.filter((r): r is RecordModel => typeof r === "object")
    expect(saved).toHaveLength(20)
    expect(results.filter((r) => r === 429)).toHaveLength(10)

    const collectionId = saved[0]!.collectionId
    const messages = await w.su.collection("messages").getFullList({ fields: "id,files" })
    const expected = messages.flatMap((m) => (m.files as string[]).map((f) => `${collectionId}/${m.id}/${f}`))
    const keys = await w.target.s3.listKeys(w.target.bucket, `${collectionId}/`)
    expect(keys.sort()).toEqual(expected.sort())
  }, 60_000)

  it("shows superusers the replication lag and the last backup in /api/health, and nobody else", async () => {
    await w.su.backups.create("health_check.zip")
    const health = async () => (await w.su.send("/api/health", {})) as { data: Record<string, unknown> }
    const lagShown = (d: Record<string, unknown>) =>
      typeof (d.replication as { lagSeconds?: number }).lagSeconds === "number"
    const data = await poll(async () => {
      const d = (await health()).data
      return lagShown(d) ? d : null
    }, 20_000)
    if (!data) throw new Error("/api/health never showed the replication lag")
    expect(data.replication).toMatchObject({ enabled: true, lagSeconds: expect.any(Number) })
    expect((data.replication as { lagSeconds: number }).lagSeconds).toBeLessThan(5)
    expect(data.lastBackup).toMatchObject({ name: "health_check.zip", lastSuccessAt: expect.any(String) })
    expect(data.canBackup).toBe(true) // PocketBase's own fields are still there

    for (const pb of [w.guest, w.client.pb, w.admin.pb]) {
      const seen = (await pb.send("/api/health", {})) as { data: Record<string, unknown> }
      expect(seen.data).toEqual({})
    }
  }, 40_000)
})
