import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { repoRoot } from "../support/paths"
import { startServer } from "../support/server"
import { approve, completeIntake, launchOf, moveStep, setAccess, shopifyOrder } from "./launch-support"
import { type MessagesWorld, startMessagesWorld } from "./messages-support"

const HOUR = 3_600_000
const at = (value: string) => Date.parse(value.replace(" ", "T"))

/** hooksWithNumbers copies the repository's hooks into a temp dir with launch_promise.json replaced by json. */
function hooksWithNumbers(json: string): string {
  const dir = mkdtempSync(join(tmpdir(), "launchdesk-hooks-"))
  cpSync(join(repoRoot, "pb_hooks"), dir, { recursive: true })
  const path = join(dir, "lib", "launch_promise.json")
  expect(readFileSync(path, "utf8")).toContain('"promiseHours"')
  writeFileSync(path, json)
  return dir
}

describe("the launch promise's hours, written once in pb_hooks/lib/launch_promise.json", () => {
  let w: MessagesWorld
  const dirs: string[] = []

  beforeAll(async () => {
    dirs.push(hooksWithNumbers('{ "promiseHours": 72 }'))
    w = await startMessagesWorld({}, [`--hooksDir=${dirs[0]}`])
  })
  afterAll(async () => {
    await w?.dispose()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it("set to 72 h, the hooks' clock and the admin SQL both count 72 h", async () => {
    const order = await shopifyOrder(w.client)
    await approve(w.admin, order)
    await moveStep(w.admin.pb, order.id, "intake")
    await completeIntake(w.client, order.id)
    await moveStep(w.admin.pb, order.id, "access")
    await setAccess(w.admin.pb, order.id, "request_sent", "noir.myshopify.com")
    await setAccess(w.admin.pb, order.id, "granted")
    const launch = await launchOf(w.client.pb, order.id)
    expect(at(launch.due_at) - at(launch.clock_started)).toBe(72 * HOUR) // launch_clock.js

    type Page = { items: { order: string; remaining_ms: number | null }[] }
    const page = await w.admin.pb.send<Page>("/api/launchdesk/admin/open-launches", {}) // the Go SQL
    const left = page.items.find((i) => i.order === order.id)?.remaining_ms ?? 0
    expect(left).toBeGreaterThan(71 * HOUR)
    expect(left).toBeLessThanOrEqual(72 * HOUR)
  })

  it("a bad file stops the start with a message naming it", async () => {
    const dir = hooksWithNumbers('{ "promiseHours": 0 }')
    dirs.push(dir)
    await expect(startServer({ args: [`--hooksDir=${dir}`] })).rejects.toThrow(
      /the launch promise's numbers in .*launch_promise\.json: promiseHours must be a positive number/,
    )
  })
})
