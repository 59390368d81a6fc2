import { describe, expect, it } from "vitest"
import { formatDateTime } from "@/lib/format-date"
import { backupLine, replicationLine } from "./data-safety-text"

const noon = "2026-11-25T12:00:00Z"

describe("replicationLine", () => {
  it("says how far behind the replica runs", () => {
    expect(replicationLine({ enabled: true, lagSeconds: 0.84 })).toEqual({
      text: "0.8 s behind.",
      warn: false,
    })
    expect(replicationLine({ enabled: true, lagSeconds: 45.2 })).toEqual({
      text: "45 s behind.",
      warn: false,
    })
  })
  it("warns when replication is off or failing, with the error", () => {
    expect(replicationLine({ enabled: false }).warn).toBe(true)
    const failing = replicationLine({
      enabled: true,
      lagSeconds: 700,
      failingSince: noon,
      error: "bucket unreachable",
    })
    expect(failing.warn).toBe(true)
    expect(failing.text).toBe(`Failing since ${formatDateTime(noon)}: bucket unreachable`)
  })
  it("waits for the first confirmed copy", () => {
    expect(replicationLine({ enabled: true }).text).toBe("Starting: no copy confirmed yet.")
  })
})

describe("backupLine", () => {
  it("names the newest backup", () => {
    const line = backupLine({ lastSuccessAt: noon, name: "@auto_pb_backup_20261125.zip" })
    expect(line.warn).toBe(false)
    expect(line.text).toBe(`${formatDateTime(noon)} (@auto_pb_backup_20261125.zip).`)
    expect(line.text).toMatch(/2026/)
  })
  it("shows a failure newer than the last success, across time zones", () => {
    const b = {
      lastSuccessAt: noon,
      name: "a.zip",
      lastFailureAt: "2026-11-25T12:30:00+01:00",
    }
    expect(backupLine({ ...b, lastError: "disk full" }).warn).toBe(false) // 11:30 UTC: before the success
    const later = { ...b, lastFailureAt: "2026-11-26T12:00:00Z", lastError: "disk full" }
    expect(backupLine(later)).toMatchObject({
      warn: true,
      text: expect.stringMatching(/: disk full$/),
    })
  })
  it("warns when there is no backup at all", () => {
    expect(backupLine({})).toEqual({ text: "None yet.", warn: true })
  })
})
