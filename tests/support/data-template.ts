import { spawn } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "./free-port"
import { binaryPath } from "./paths"

let pending: Promise<string> | null = null

/**
 * migratedTemplate returns a data dir the binary has started on once (every migration applied) and stopped, made
 * once per build of the binary and kept in the temp dir: a test server starts on a copy of it in a fraction of a
 * fresh start's time. It is made with no environment beyond PATH and HOME, so no setting comes from the one who
 * made it: each server applies its own env at its start, as on a fresh dir.
 */
export function migratedTemplate(): Promise<string> {
  pending ??= makeTemplate()
  return pending
}

async function makeTemplate(): Promise<string> {
  const { size, mtimeMs } = statSync(binaryPath)
  const dir = join(tmpdir(), `launchdesk-template-${size}-${Math.round(mtimeMs)}`)
  if (existsSync(join(dir, "data.db"))) return dir
  const scratch = mkdtempSync(join(tmpdir(), "launchdesk-template-making-"))
  const port = await freePort()
  const child = spawn(binaryPath, ["serve", `--http=127.0.0.1:${port}`, `--dir=${scratch}`], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    stdio: "ignore",
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`launchdesk exited with ${child.exitCode} making the data template`)
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error("launchdesk did not start to make the data template")
    await new Promise((r) => setTimeout(r, 50))
  }
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
  })
  try {
    renameSync(scratch, dir) // atomic: another worker that made it first wins, and this copy goes
  } catch {
    rmSync(scratch, { recursive: true, force: true })
  }
  return dir
}

/** copyTemplate fills dataDir (empty) with a copy of the migrated template. */
export async function copyTemplate(dataDir: string): Promise<void> {
  cpSync(await migratedTemplate(), dataDir, { recursive: true })
}
