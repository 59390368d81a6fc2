// Shared helpers for the bench scripts: start the real binary, free ports, stats.
import { execFileSync, spawn } from "node:child_process"
import { existsSync, mkdtempSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

export const repoRoot = fileURLToPath(new URL("..", import.meta.url))
export const binary = process.env.LAUNCHDESK_BIN ?? join(repoRoot, "launchdesk")

/**
 * stockBinary builds (once, into bench/.cache/) stock PocketBase at the version go.mod pins: its own example
 * app, with no hooks, migrations or Go code of ours. The benchmarks' "stock" side runs it over a copy of the
 * seeded data.
 */
export function stockBinary() {
  const out = join(repoRoot, "bench", ".cache", "stock-pocketbase")
  if (!existsSync(out)) {
    execFileSync("go", ["build", "-o", out, "github.com/pocketbase/pocketbase/examples/base"], {
      cwd: repoRoot,
      env: { ...process.env, CGO_ENABLED: "0" },
      stdio: "inherit",
    })
  }
  return out
}

/** freePort asks the OS for a free port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.on("error", reject)
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/** tempDataDir returns a fresh throwaway data dir. */
export const tempDataDir = () => mkdtempSync(join(tmpdir(), "launchdesk-bench-"))

/** startBinary spawns `launchdesk serve` and resolves once /api/health answers 200, with the elapsed ms. */
export async function startBinary({ dataDir, port, env = {}, bin = binary }) {
  const started = performance.now()
  const child = spawn(bin, ["serve", `--http=127.0.0.1:${port}`, `--dir=${dataDir}`], {
    env: { ...process.env, RATE_LIMITS: "off", ...env },
    stdio: "ignore",
  })
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`launchdesk exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5))
    if (performance.now() - started > 20_000) throw new Error("launchdesk did not become healthy in 20 s")
  }
  const ms = performance.now() - started
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once("exit", resolve)
      child.kill("SIGTERM")
    })
  return { child, url, ms, stop }
}

/** median of numbers. */
export function median(values) {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

/** percentile p (0..100) of numbers, nearest-rank. */
export function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]
}

/** emit prints one JSON line. */
export const emit = (obj) => console.log(JSON.stringify(obj))

/** arg returns the value after --name on the command line, or fallback. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
