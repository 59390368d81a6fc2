import type PocketBase from "pocketbase"

/** A signed-in client of the load. */
export interface LoadClient {
  id: string
  pb: PocketBase
}

/** One write of the load: its kind, when it started (ms after the load's start), how long it took, its outcome. */
export interface LoadWrite {
  kind: "order" | "status" | "payment" | "intake" | "message"
  at: number
  ms: number
  ok: boolean
  error?: string
}

/** One run of the load: its writes and how long it ran until the last write under way ended. */
export interface LoadRun {
  writes: LoadWrite[]
  elapsedMs: number
}

/** The figures of one or more runs (see summarize). */
export interface LoadSummary {
  seconds: number
  writes: number
  writesPerSecond: number
  medianMs: number
  p99Ms: number
  maxMs: number
  over1s: number
  longestGapMs: number
  refused: number
  refusedErrors: string[]
  kinds: Partial<Record<LoadWrite["kind"], number>>
}

/** How far apart a writer's writes start, in ms (0 or unset: as soon as the last one ends), and the messages. */
export interface LoadOptions {
  orderMs?: number
  studioMs?: number
  /** "file" (the default): each message with a PNG; "text": without; "none": no messages. */
  messages?: "file" | "text" | "none"
}

/** runMixedLoad runs the studio's mixed write load for ms (bench/mixed-load.mjs). */
export declare function runMixedLoad(
  actors: { studio: PocketBase; clients: LoadClient[] },
  ms: number,
  options?: LoadOptions,
): Promise<LoadRun>

/** summarize sums up runs of the load. */
export declare function summarize(runs: LoadRun[]): LoadSummary
