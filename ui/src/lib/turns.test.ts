import { describe, expect, it } from "vitest"
import table from "../../../internal/launch/testdata/stance_words.json"
import { clockLine, todo, whose, type StanceView } from "./turns"

// The screens say what the e-mails say: for every stance the server can store (internal/launch/stance_test.go runs
// the hooks' words over every combination of an order's facts and writes them to stance_words.json), the client's
// and the studio's screens give the same whose-turn, to-do and clock words as pb_hooks/lib/turn_words.js.
describe("the words of a launch's stance", () => {
  it("covers every stance of the hooks' table", () => {
    expect(table.length).toBeGreaterThan(50)
  })
  it.each(table.map((row) => [JSON.stringify(row.launch), row] as const))("%s", (_, row) => {
    const launch = row.launch as StanceView
    for (const audience of ["client", "studio"] as const) {
      expect({
        whose: whose(launch, audience),
        todo: todo(launch, audience),
        clock: clockLine(launch, audience),
      }).toEqual(row[audience])
    }
  })
})
