import { describe, expect, it } from "vitest"
import contract from "../../pb_hooks/lib/price.json"
import { PROMISE_WORDS } from "../../ui/src/content/promise"
import { money } from "../../ui/src/lib/format-money"
import { loadHookModule } from "../support/hook-texts"
import { readSpec, specPath } from "./spec-texts"

// The specification's price and promise (§1 and §9: "a flat $200 package", "a 2-day turnaround", "launched in as
// little as 48 hours") are the contracts' (pb_hooks/lib/price.json, launch_promise.json, promise_words.json), which
// the product says them from, in the hooks' words and the UI's alike: the words stand in one file, not retyped.
describe("the specification's price and promise are the contracts'", () => {
  const spec = readSpec()

  it("finds the specification", () => {
    expect(spec, `no specification at ${specPath}`).not.toBeNull()
  })

  it("names the contract's price, flat", () => {
    expect(spec).toContain(`flat ${money(contract.cents, contract.currency)} package`)
    expect(spec).toContain(`Price ${money(contract.cents, contract.currency)} flat`)
  })

  it("names the promise in the contract's words", () => {
    expect(spec).toContain(`a ${PROMISE_WORDS.dayAdjective} turnaround`)
    expect(spec).toContain(`turnaround ${PROMISE_WORDS.days}`)
    expect(spec).toContain(`launch promise ${PROMISE_WORDS.hours}`)
    expect(spec).toContain(PROMISE_WORDS.launched)
  })

  it("is said alike by the hooks and the UI", () => {
    const { PROMISE } = loadHookModule<{ PROMISE: Record<string, string> }>("promise_words.js")
    expect(PROMISE).toEqual(PROMISE_WORDS)
  })
})
