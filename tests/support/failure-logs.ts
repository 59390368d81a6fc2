import { beforeEach } from "vitest"
import { createSuperuser } from "./accounts"
import { runningServers, type TestServer } from "./server"
import { sleep } from "./wait"

/**
 * serverFailures is what the binary logged about its failed requests (status 400 and up) and its warnings and
 * errors (the failed requests first, each part newest first): where PocketBase keeps the cause of a "Failed to create record." that an error inside a save
 * turns into. Read it after the request log's next batch is written (see below). Empty when the server is down.
 */
async function serverFailures(server: TestServer, limit = 5): Promise<string> {
  if (server.pid() === undefined) return ""
  const su = await createSuperuser(server)
  // the failed requests first, then two warnings: a world without SMTP warns of every e-mail, which would otherwise
  // push the refused requests out of the lines kept (each part newest first)
  const [requests, warnings] = await Promise.all(
    ["data.status >= 400", "level >= 4"].map((filter) =>
      su.logs.getList(1, limit, { filter, sort: "-created" }),
    ),
  )
  const listed = new Set(requests!.items.map((l) => l.id))
  return [...requests!.items, ...warnings!.items.filter((l) => !listed.has(l.id)).slice(0, 2)]
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

// A setup file of the integration and e2e projects (vite.config.ts): every failed test's error carries what each server
// still running in its file logged about failed requests, added to the error's first line, which the run's summary
// prints. A failure that a single run of the file does not repeat then says its server-side cause. Nothing runs for
// a test that passes.
beforeEach((ctx) => {
  ctx.onTestFailed(async ({ task }) => {
    const first = task.result?.errors?.[0]
    const servers = runningServers()
    if (servers.length === 0) return
    await sleep(4000) // the request log is written in batches: once for every server of the file
    for (const server of servers) {
      const logged = await serverFailures(server).catch(
        (err: unknown) => `(the server's log: ${String(err)})`,
      )
      if (!logged) continue
      console.error(`[failed test] ${task.name}: ${server.url} logged\n${logged}`)
      if (!first) continue
      const note = ` [server log, failed requests first: ${logged.replaceAll("\n", " | ").slice(0, 600)}]`
      const [head = "", ...rest] = (first.stack ?? first.message).split("\n")
      first.message += note
      first.stack = [head + note, ...rest].join("\n")
    }
  })
})
