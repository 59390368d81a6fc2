import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type PocketBase from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freePort } from "../support/free-port"
import { binaryPath } from "../support/paths"
import { startServer, type TestServer } from "../support/server"
import { superuser } from "./perm-world"

const env = {
  APP_URL: "https://studio.example.com/",
  SMTP_HOST: "mail.example.com",
  SMTP_PORT: "2525",
  SMTP_USERNAME: "mailer@example.com",
  SMTP_PASSWORD: "smtp-secret",
  SMTP_TLS: "true",
  MAIL_SENDER_ADDRESS: "orders@studio.example.com",
  MAIL_SENDER_NAME: "Studio Orders",
}

const replicaEnv = {
  REPLICA_S3_BUCKET: "replica",
  REPLICA_S3_ENDPOINT: "http://127.0.0.1:9",
  REPLICA_S3_ACCESS_KEY: "key",
  REPLICA_S3_SECRET: "secret",
}

let server: TestServer
let su: PocketBase

beforeAll(async () => {
  server = await startServer({ env })
  su = await superuser(server)
})

afterAll(() => server?.dispose())

/** startFails runs `serve` with extraEnv and resolves with the exit code and output once it exits. */
async function startFails(
  extraEnv: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), "launchdesk-env-"))
  const port = await freePort()
  try {
    return await new Promise((resolve, reject) => {
      const child = spawn(binaryPath, ["serve", `--http=127.0.0.1:${port}`, `--dir=${dir}`], {
        env: { ...process.env, RATE_LIMITS: "off", ...extraEnv },
      })
      let output = ""
      child.stdout.on("data", (d: Buffer) => (output += d.toString()))
      child.stderr.on("data", (d: Buffer) => (output += d.toString()))
      const timer = setTimeout(() => {
        child.kill()
        reject(new Error(`launchdesk kept running with ${JSON.stringify(extraEnv)}:\n${output}`))
      }, 15_000)
      child.on("exit", (code) => {
        clearTimeout(timer)
        resolve({ code, output })
      })
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe("settings from the environment", () => {
  it("shows APP_URL, SMTP_* and MAIL_SENDER_* in the stored settings", async () => {
    const s = await su.settings.getAll()
    expect(s.meta).toMatchObject({
      appURL: "https://studio.example.com",
      senderAddress: "orders@studio.example.com",
      senderName: "Studio Orders",
    })
    expect(s.smtp).toMatchObject({
      enabled: true,
      host: "mail.example.com",
      port: 2525,
      username: "mailer@example.com",
      tls: true,
    })
  })

  it("wins over an edit made in the dashboard at the next start", async () => {
    await su.settings.update({ smtp: { host: "dashboard.example.com", port: 587 } })
    expect((await su.settings.getAll()).smtp.host).toBe("dashboard.example.com")
    await server.restart()
    await su.collection("_superusers").authRefresh()
    expect((await su.settings.getAll()).smtp).toMatchObject({ host: "mail.example.com", port: 2525 })
  })

  it.each([
    [{ SMTP_PORT: "smtp" }, /SMTP_PORT must be a port number between 1 and 65535, got "smtp"/],
    [{ SMTP_PORT: "70000" }, /SMTP_PORT must be a port number between 1 and 65535, got "70000"/],
    [{ SMTP_TLS: "maybe" }, /SMTP_TLS must be true or false, got "maybe"/],
    [
      { INTAKE_REMINDER_HOURS: "soon" },
      /INTAKE_REMINDER_HOURS must be a number of hours above 0 and at most 720, got "soon"/,
    ],
    [{ MESSAGE_EMAIL_DELAY_MINUTES: "0" }, /MESSAGE_EMAIL_DELAY_MINUTES must be a number of minutes above 0/],
    [{ MAIL_RETRY_SECONDS: "0" }, /MAIL_RETRY_SECONDS must be a whole number of seconds between 1 and 86400/],
    [{ MAIL_REQUESTS_PER_ADDRESS: "many" }, /MAIL_REQUESTS_PER_ADDRESS must be a whole number between 1/],
    [{ APP_URL: "studio.example.com" }, /APP_URL must be an http:\/\/ or https:\/\/ URL/],
    [{ BACKUP_CRON: "at night" }, /BACKUP_CRON must be a cron expression/],
    [{ BACKUP_S3_BUCKET: "b" }, /BACKUP_S3_BUCKET is set, so BACKUP_S3_REGION, .* must be set too/],
    [
      { REPLICA_S3_BUCKET: "replica" },
      /REPLICA_S3_BUCKET is set, so REPLICA_S3_ACCESS_KEY, REPLICA_S3_SECRET must be set too/,
    ],
    [
      { ...replicaEnv, REPLICA_S3_ENDPOINT: "s3.example.com" },
      /REPLICA_S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL, got "s3.example.com"/,
    ],
    [{ ...replicaEnv, LITESTREAM_BIN: "/nowhere/litestream" }, /the litestream binary was not found there/],
  ])("refuses to start with %j and says why", async (bad, message) => {
    const { code, output } = await startFails(bad)
    expect(code).not.toBe(0)
    expect(output).toMatch(message)
  })
})
