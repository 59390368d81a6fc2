import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "./free-port"
import { repoRoot } from "./paths"
import { s3Request, type S3Target } from "./s3-sign"

/** Where `make tools` installs VersityGW and Litestream. */
export const toolsDir = join(repoRoot, ".tools", "bin")

/** A running VersityGW (posix backend in a temp dir) on 127.0.0.1. */
export interface TestS3 extends S3Target {
  /** Creates a bucket (a directory of the posix backend). */
  createBucket: (name: string) => Promise<void>
  /** The keys in a bucket under a prefix. */
  listKeys: (bucket: string, prefix?: string) => Promise<string[]>
  /** Env for the binary with this server as `PREFIX_S3_*` (BACKUP or REPLICA) and the bucket. */
  env: (prefix: string, bucket: string) => Record<string, string>
  /** Stops the server's process (SIGSTOP) until resume: its clients' requests wait, as for a bucket that hangs. */
  pause: () => void
  /** Lets a paused server go on (SIGCONT). */
  resume: () => void
  stop: () => Promise<void>
}

async function waitListening(endpoint: string, proc: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`versitygw exited with ${proc.exitCode}:\n${logs()}`)
    try {
      await fetch(endpoint)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  throw new Error(`versitygw did not listen:\n${logs()}`)
}

/** startS3 starts VersityGW's posix backend on a free port; `make tools` installs it. */
export async function startS3(): Promise<TestS3> {
  const bin = join(toolsDir, "versitygw")
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run make tools`)
  const root = mkdtempSync(join(tmpdir(), "launchdesk-s3-"))
  const port = await freePort()
  const target: S3Target = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    accessKey: "launchdesk-test",
    secret: "launchdesk-test-secret",
  }
  let output = ""
  const proc = spawn(
    bin,
    ["--access", target.accessKey, "--secret", target.secret, "--port", `127.0.0.1:${port}`, "posix", root],
    { stdio: ["ignore", "pipe", "pipe"] },
  )
  proc.stdout?.on("data", (d: Buffer) => (output += d.toString()))
  proc.stderr?.on("data", (d: Buffer) => (output += d.toString()))
  await waitListening(target.endpoint, proc, () => output)

  return {
    ...target,
    createBucket: async (name) => {
      const res = await s3Request(target, "PUT", `/${name}`)
      if (!res.ok) throw new Error(`create bucket ${name}: ${res.status} ${await res.text()}`)
    },
    listKeys: async (bucket, prefix = "") => {
      const query = `list-type=2&prefix=${encodeURIComponent(prefix)}`
      const res = await s3Request(target, "GET", `/${bucket}`, query)
      const xml = await res.text()
      if (!res.ok) throw new Error(`list ${bucket}: ${res.status} ${xml}`)
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]!)
    },
    env: (prefix, bucket) => ({
      [`${prefix}_S3_BUCKET`]: bucket,
      [`${prefix}_S3_REGION`]: target.region,
      [`${prefix}_S3_ENDPOINT`]: target.endpoint,
      [`${prefix}_S3_ACCESS_KEY`]: target.accessKey,
      [`${prefix}_S3_SECRET`]: target.secret,
      [`${prefix}_S3_FORCE_PATH_STYLE`]: "true",
    }),
    pause: () => void proc.kill("SIGSTOP"),
    resume: () => void proc.kill("SIGCONT"),
    stop: async () => {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill("SIGCONT") // a paused server would not exit on SIGTERM
        await new Promise<void>((resolve) => {
          proc.once("exit", () => resolve())
          proc.kill("SIGTERM")
        })
      }
      rmSync(root, { recursive: true, force: true })
    },
  }
}
