// What a launch's stance says, in words: whose turn it is, what comes next and where the 2-day clock stands, for the
// client and for the studio. Every word is in pb_hooks/lib/turns.json, which the hooks' e-mails read too
// (pb_hooks/lib/turn_words.js says the same there); the stance itself is derived once, by the server, and stored on
// the launch. turns.test.ts holds this file to the hooks' words over every stance (internal/launch/testdata).
import { PROMISE_DAYS } from "@/content/promise"
import turns from "../../../pb_hooks/lib/turns.json"

export type Audience = "client" | "studio"

/** What comes next in a launch: something the client owes, or the studio's task (pb_hooks/lib/turns.json). */
export type NextKey = keyof typeof turns.client
/** What the client may owe a launch (turns.json owes, a part of NextKey). */
export type Owed = NextKey
/** What the 2-day clock needs before it starts (turns.json needs). */
export type Need = keyof typeof turns.clockNeeds.client

/**
 * A launch's stance, derived by the server (pb_hooks/lib/launch_steps.js stance) at every change and stored on it:
 * whose turn, what comes next, what the client owes, what the clock still needs.
 */
export interface Stance {
  waits_on: "client" | "studio" | ""
  next: NextKey | ""
  owes: Owed[]
  needs: Need[]
}

/** What the words need of a launch: its stance and its clock. */
export interface StanceView extends Stance {
  clock_started: string
  clock_running_since: string
}

/** andList joins words as a sentence lists them: "a", "a and b", "a, b and c". */
export function andList(words: string[]): string {
  if (words.length <= 1) return words.join("")
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]))

/** whose says whose turn it is, to audience: "" once nothing is anyone's turn. */
export function whose(launch: Stance, audience: Audience): string {
  if (launch.waits_on === "client") return audience === "client" ? "Waiting on you" : "Waiting on the client"
  if (launch.waits_on === "studio") return "Waiting on the studio"
  return ""
}

/** todo lists what comes next for audience: everything the client owes, else the studio's one task. */
export function todo(launch: Stance, audience: Audience): string[] {
  const keys = launch.owes.length > 0 ? launch.owes : launch.next ? [launch.next] : []
  return keys.map((k) => turns[audience][k])
}

/** clockLine says where the 2-day clock stands, to audience ("" once launched or cancelled). */
export function clockLine(launch: StanceView, audience: Audience): string {
  const words = turns.clock[audience]
  const days = PROMISE_DAYS
  if (launch.next === "launched" || launch.next === "cancelled") return ""
  if (launch.next === "held") return fill(words.held, { days })
  if (!launch.clock_started) {
    const needs = launch.needs.map((k) => turns.clockNeeds[audience][k])
    if (needs.length === 0) return ""
    return fill(words.needs, { days, needs: andList(needs), verb: needs.length > 1 ? "are" : "is" })
  }
  return fill(launch.clock_running_since ? words.running : words.paused, { days })
}
