import { type ChildProcess, execFile, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { copyTemplate } from "./data-template"
import { freePort } from "./free-port"
import { binaryPath } from "./paths"

const run = promisify(execFile)

export interface ServerOptions {
  /** Extra environment for the binary (SMTP_*, APP_URL, MAIL_RETRY_SECONDS...). */
  env?: Record<string, string>
  /** Keep the request rate limiter on (off by default: suites sign in many times a second). */
  rateLimits?: boolean
  /** Extra flags for `serve` (e.g. `--hooksDir=...`). */
  args?: string[]
  /** Start on an empty data dir (the binary applies every migration) instead of a copy of the migrated template. */
  fresh?: boolean
}

/** A running ./launchdesk with its own port and throwaway data dir. */
export interface TestServer {
  url: string
  port: number
  dataDir: string
  /** The process id of the running binary (for /proc/<pid>/status), undefined once stopped. */
  pid: () => number | undefined
  /** Output of the process so far, for debugging failures. */
  logs: () => string
  /** Runs a CLI command of the binary against this data dir (e.g. ["admin", "create", ...]); `input` is its stdin. */
  cli: (args: string[], input?: string) => Promise<{ stdout: string; stderr: string }>
  /** Stops the process with the signal (SIGTERM by default) and waits for it to exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>
  /** Starts the process again on the same port and data dir, with env (if given) over its environment. */
  restart: (env?: Record<string, string>) => Promise<void>
  /** Stops the process and deletes the data dir. */
  dispose: () => Promise<void>
}

async function waitHealthy(url: string, proc: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`launchdesk exited with ${proc.exitCode}:\n${logs()}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`launchdesk did not become healthy:\n${logs()}`)
}

/** startServer runs the real binary on a free port with a fresh data dir and waits for /api/health. */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), "launchdesk-test-"))
  if (!options.fresh) await copyTemplate(dataDir)
  let output = ""
  let proc: ChildProcess | null = null
  let env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_URL: url,
    RATE_LIMITS: options.rateLimits ? "on" : "off",
    // a Mark paid's receipt goes at once unless a test gives the studio its undo window (payments-undo tests)
    MARK_PAID_UNDO_SECONDS: "0",
    ...options.env,
  }

  const launch = async () => {
    const child = spawn(
      binaryPath,
      ["serve", `--http=127.0.0.1:${port}`, `--dir=${dataDir}`, ...(options.args ?? [])],
      {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    )
    child.stdout?.on("data", (d: Buffer) => (output += d.toString()))
    child.stderr?.on("data", (d: Buffer) => (output += d.toString()))
    proc = child
    await waitHealthy(url, child, () => output)
  }

  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    const child = proc
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve())
      child.kill(signal)
    })
  }

  await launch()
  const server: TestServer = {
    url,
    port,
    dataDir,
    pid: () => (proc && proc.exitCode === null ? proc.pid : undefined),
    logs: () => output,
    cli: (args, input = "") => {
      const pending = run(binaryPath, [...args, `--dir=${dataDir}`], { env })
      pending.child.stdin?.end(input) // commands that ask for confirmation read it here; none waits forever
      return pending
    },
    stop,
    restart: async (more = {}) => {
      await stop()
      env = { ...env, ...more }
      await launch()
    },
    dispose: async () => {
      running.delete(server)
      await stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  running.add(server)
  return server
}

const running = new Set<TestServer>()

/** The servers this test process has started and not disposed of (tests/support/failure-logs.ts reads their logs). */
export const runningServers = (): TestServer[] => [...running]
