import { beforeEach } from "vitest"
import { createSuperuser } from "./accounts"
import type { TestServer } from "./server"
import { sleep } from "./wait"

/**
 * serverFailures is what the binary logged about its failed requests (status 400 and up) and its warnings and
 * errors, newest first: where PocketBase keeps the cause of a "Failed to create record." that an error inside a save
 * turns into. The request log is written in batches, so it waits for one first. Empty when the server is down.
 */
export async function serverFailures(server: TestServer, limit = 5): Promise<string> {
  if (server.pid() === undefined) return ""
  await sleep(4000)
  const su = await createSuperuser(server)
  const logs = await su.logs.getList(1, limit, {
    filter: "data.status >= 400 || level >= 4",
    sort: "-created",
  })
  return logs.items
    .map((l) => {
      const d = l.data as Record<string, unknown>
      const what =
        d.type === "request"
          ? `${String(d.status)} ${String(d.method)} ${String(d.url)}: ${String(d.error)} ${JSON.stringify(d.details ?? "")}`
          : `${l.message} ${JSON.stringify(d)}`
      return `${l.created.slice(11, 23)} ${what}`
    })
    .join("\n")
}

/**
 * explainOnFailure makes every failed test of the calling block carry what its server logged about failed requests:
 * added to the error's first line, which the run's summary prints, so a failure that a single run of the file does
 * not repeat says its server-side cause. Nothing runs for a test that passes.
 */
export function explainOnFailure(server: () => TestServer | undefined): void {
  beforeEach((ctx) => {
    ctx.onTestFailed(async ({ task }) => {
      const running = server()
      if (!running) return
      const logged = await serverFailures(running).catch(
        (err: unknown) => `(the server's log: ${String(err)})`,
      )
      if (!logged) return
      console.error(`[failed test] ${task.name}: the server logged\n${logged}`)
      const first = task.result?.errors?.[0]
      if (!first) return
      const note = ` [server log, newest first: ${logged.replaceAll("\n", " | ").slice(0, 600)}]`
      const [head = "", ...rest] = (first.stack ?? first.message).split("\n")
      first.message += note
      first.stack = [head + note, ...rest].join("\n")
    })
  })
}
