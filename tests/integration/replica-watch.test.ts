import { describe, expect, it } from "vitest"
import { getAs } from "../support/get-as"
import { newOrder } from "../support/orders"
import { poll, sleep } from "../support/wait"
import { replicaWorld } from "./replica-support"

interface DataSafety {
  replication: { enabled: boolean; lagSeconds?: number; failingSince?: string; error?: string }
  lastBackup: { lastSuccessAt?: string; name?: string }
}

const ALERT = /^Replication of the database has been failing for 0\.1 minutes$/

describe("the studio watches the replica: the admin dashboard's figures and the e-mail when it fails", () => {
  const w = replicaWorld({ REPLICA_ALERT_MINUTES: "0.1" }) // 6 s instead of 10 min
  const route = () => `${w.server.url}/api/launchdesk/admin/data-safety`

  it("shows an admin the replication lag and the last backup, and nobody else", async () => {
    await w.su.backups.create("watched.zip")
    const figures = await poll(async () => {
      const res = await getAs<DataSafety>(route(), w.admin)
      return res.status === 200 && typeof res.body.replication.lagSeconds === "number" ? res.body : null
    }, 20_000)
    if (!figures) throw new Error("the admin never saw the replication lag")
    expect(figures.replication).toMatchObject({ enabled: true })
    expect(figures.replication.lagSeconds).toBeLessThan(5)
    expect(figures.replication.failingSince).toBeUndefined()
    expect(figures.lastBackup).toMatchObject({ name: "watched.zip", lastSuccessAt: expect.any(String) })

    const refused: [string, Parameters<typeof getAs>[1], number][] = [
      ["nobody", null, 401],
      ["a forged token", "not-a-token", 401],
      ["the order's client", w.client, 403],
      ["another client", w.other, 403],
    ]
    for (const [who, as, status] of refused) {
      const res = await getAs<Record<string, unknown>>(route(), as)
      expect({ who, status: res.status }).toEqual({ who, status })
      expect(res.body).not.toHaveProperty("replication")
      expect(res.body).not.toHaveProperty("lastBackup")
    }
    // a superuser is the studio (docs/decisions.md §31): it reads what an admin reads
    const su = await getAs<DataSafety>(route(), w.su.authStore.token)
    expect(su.status).toBe(200)
    expect(su.body.lastBackup).toMatchObject({ name: "watched.zip" })
  }, 40_000)

  it("e-mails every admin once when replication has been failing for REPLICA_ALERT_MINUTES", async () => {
    await w.target.s3.stop() // the bucket is gone: every sync fails from the next write on
    const writes = (async () => {
      for (const end = Date.now() + 12_000; Date.now() < end; await sleep(500)) await newOrder(w.client)
    })()
    const [mail] = await w.smtp.waitFor(
      (m) => m.to.includes(w.admin.email) && ALERT.test(m.parsed.subject ?? ""),
      1,
      20_000,
    )
    expect(mail!.parsed.text).toContain("Litestream has not copied the database to the bucket since")
    // laid out like every e-mail (pb_hooks/lib/mail/ops_alert.js through the one layout), not a bare paragraph
    expect(String(mail!.parsed.html)).toMatch(/<h1[^>]*>Replication is failing<\/h1>/)
    const failing = await getAs<DataSafety>(route(), w.admin)
    expect(failing.body.replication.failingSince).toEqual(expect.any(String))
    await writes // still failing for 6 s more: one alert per failure, not one per check
    await sleep(1_500)
    const alerts = w.smtp.messages.filter((m) => ALERT.test(m.parsed.subject ?? ""))
    expect(alerts.map((m) => m.to)).toEqual([[w.admin.email]])
  }, 40_000)
})
