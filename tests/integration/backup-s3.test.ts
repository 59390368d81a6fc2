import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createAdmin, createSuperuser, signUpClient } from "../support/accounts"
import { startS3, type TestS3 } from "../support/s3"
import { startServer, type TestServer } from "../support/server"
import { startSmtp } from "../support/smtp"
import { poll, sleep } from "../support/wait"

describe("the nightly backup to S3 (BACKUP_S3_*) against a real S3-compatible server", () => {
  let s3: TestS3
  let server: TestServer

  beforeAll(async () => {
    s3 = await startS3()
    await s3.createBucket("backups")
    server = await startServer({ env: s3.env("BACKUP", "backups") })
  })
  afterAll(async () => {
    await server?.dispose()
    await s3?.stop()
  })

  it("uploads a backup to the bucket, lists it, and restores it", async () => {
    const su = await createSuperuser(server)
    const admin = await createAdmin(server)
    const client = await signUpClient(server, "Backed Up")
    const order = await client.pb
      .collection("orders")
      .create({ title: "Kept in S3", company_name: "S3 Co.", description: "Restored.", client: client.id })
    await admin.pb.collection("orders").update(order.id, { status: "in_progress" })

    await su.backups.create("nightly_s3.zip")
    expect(await s3.listKeys("backups")).toContain("nightly_s3.zip")
    expect((await su.backups.getFullList()).map((b) => b.key)).toContain("nightly_s3.zip")

    await su.collection("orders").delete(order.id) // the mistake the backup undoes
    await su.backups.restore("nightly_s3.zip")
    // the restore answers at once, then swaps the data dir and restarts the process
    const restored = await poll(
      () =>
        su
          .collection("orders")
          .getOne(order.id)
          .catch(() => null),
      30_000,
    )
    expect(restored).toMatchObject({ title: "Kept in S3", status: "in_progress" })
  }, 60_000)
})

describe("a failed backup e-mails the studio", () => {
  it("queues an ops alert to every admin, delivered by the outbox", async () => {
    const s3 = await startS3()
    const smtp = await startSmtp()
    // no bucket of that name: every upload fails
    const env = { ...s3.env("BACKUP", "no-such-bucket"), ...smtp.env, MAIL_RETRY_SECONDS: "1" }
    const server = await startServer({ env })
    try {
      const su = await createSuperuser(server)
      const admin = await createAdmin(server)
      await expect(su.backups.create("doomed.zip")).rejects.toMatchObject({ status: 400 })
      const [mail] = await smtp.waitFor(
        (m) => m.to.includes(admin.email) && /backup/i.test(m.parsed.subject ?? ""),
      )
      expect(mail!.parsed.subject).toBe("The backup doomed.zip failed")
      await sleep(1_500) // a second e-mail of the same failure would be here by now
      expect(smtp.messages.filter((m) => /backup/i.test(m.parsed.subject ?? "")).map((m) => m.to)).toEqual([
        [admin.email],
      ])
      const health = (await su.send("/api/health", {})) as { data: { lastBackup: { lastError?: string } } }
      expect(health.data.lastBackup.lastError).toBeTruthy()
    } finally {
      await server.dispose()
      await smtp.stop()
      await s3.stop()
    }
  }, 30_000)
})
