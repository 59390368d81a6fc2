import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { repoRoot } from "../support/paths"
import { createOrder, mailsTo, type PipelineWorld, setStatus, startPipeline } from "./pipeline-support"
import { poll } from "../support/wait"
import { orderTexts } from "../support/hook-texts"

const APPROVED = orderTexts.statusSentence("in_progress")
const COMPLETED = orderTexts.statusSentence("completed")

/** edit replaces `from` by `to` in a file of the hooks copy, and fails if `from` is not there. */
function edit(hooksDir: string, file: string, from: string, to: string) {
  const path = join(hooksDir, file)
  const text = readFileSync(path, "utf8")
  expect(text).toContain(from)
  writeFileSync(path, text.replace(from, to))
}

describe("status pipeline: texts and templates from --hooksDir, without a rebuild", () => {
  let world: PipelineWorld
  let hooksDir: string

  beforeAll(async () => {
    hooksDir = mkdtempSync(join(tmpdir(), "launchdesk-hooks-"))
    cpSync(join(repoRoot, "pb_hooks"), hooksDir, { recursive: true })
    edit(hooksDir, "lib/statuses.json", APPROVED, "Edited: the studio starts on your order today.")
    edit(
      hooksDir,
      "views/mail/layout.html",
      "{{.footer}}<br>",
      "{{.footer}}<br>Edited layout for {{.brand}}<br>",
    )
    world = await startPipeline({}, [`--hooksDir=${hooksDir}`])
  })
  afterAll(async () => {
    await world?.dispose()
    rmSync(hooksDir, { recursive: true, force: true })
  })

  it("sends the edited sentence and layout in the next e-mail", async () => {
    const order = await createOrder(world)
    await setStatus(world, order.id, "in_progress")
    const [mail] = await world.smtp.waitFor(mailsTo(world.client.email, "Order Update:"))
    for (const body of [mail!.parsed.html as string, mail!.parsed.text ?? ""]) {
      expect(body).toContain("Edited: the studio starts on your order today.")
      expect(body).not.toContain(APPROVED)
    }
    expect(mail!.parsed.html).toContain("Edited layout for launchdesk<br>")
  })

  it("reloads on a change to the hooks folder while running: the e-mail after the edit says the new words", async () => {
    const order = await createOrder(world)
    const starts = () => world.server.logs().split("Server started at").length - 1
    const before = starts()
    edit(hooksDir, "lib/statuses.json", COMPLETED, "Edited while running: your order is done.")
    // the watcher restarts the process in place (execve: same pid, port and data dir); wait for its new banner
    expect(await poll(async () => starts() > before, 15_000)).toBe(true)
    await poll(async () => {
      try {
        await setStatus(world, order.id, "completed")
        return true
      } catch {
        return false
      }
    }, 20_000)
    const [mail] = await world.smtp.waitFor(
      (m) =>
        mailsTo(world.client.email, "Order Update:")(m) &&
        (m.parsed.html ?? "").includes(`/portal/orders/${order.id}"`),
    )
    expect(mail!.parsed.text).toContain("Edited while running: your order is done.")
    expect(mail!.parsed.text).not.toContain(COMPLETED)
  })
})
