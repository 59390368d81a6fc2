/**
 * A first screen's requests, started by main.tsx as the app starts instead of once the screen has
 * rendered (on a phone that is a round trip sooner; the area's shell has usually sent them already,
 * shell.ts). main.tsx waits a moment for them, so the screen's first render can show what has arrived
 * (readyFirstLoad) instead of a placeholder. The screen takes each request once (useFirstLoad); one
 * nobody took within FIRST_LOAD_MAX_AGE_MS is dropped, and the screen asks afresh.
 */

/** A request a first screen makes: its key (the request and the user it is for) and how to make it. */
export interface FirstLoadRequest<T> {
  key: string
  load: () => Promise<T>
}

/**
 * How long an answer fetched ahead of its screen (by the shell's HTML or by main.tsx) may wait to be
 * taken. The first screen asks within a second of its scripts; a slow phone may take several to download them.
 */
export const FIRST_LOAD_MAX_AGE_MS = 10_000

interface Started {
  at: number
  promise: Promise<unknown>
  /** Set once the request has succeeded. */
  value?: { of: unknown }
  settled: boolean
}
const started = new Map<string, Started>()
const fresh = (entry: Started | undefined): entry is Started =>
  entry !== undefined && Date.now() - entry.at < FIRST_LOAD_MAX_AGE_MS

/** startFirstLoad begins the request now, unless it is under way already. */
export function startFirstLoad<T>({ key, load }: FirstLoadRequest<T>): void {
  if (started.has(key)) return
  const entry: Started = { at: Date.now(), promise: load(), settled: false }
  entry.promise.then(
    (value) => {
      entry.value = { of: value }
      entry.settled = true
    },
    () => {
      entry.settled = true // the screen that takes it handles its failure
    },
  )
  started.set(key, entry)
}

/** takeFirstLoad gives the request started early under its key (once), or makes it now. */
export function takeFirstLoad<T>({ key, load }: FirstLoadRequest<T>): Promise<T> {
  const early = started.get(key)
  started.delete(key)
  return fresh(early) ? (early.promise as Promise<T>) : load()
}

/**
 * readyFirstLoad gives what the request started early has answered, if it has and nobody has taken it
 * yet: a screen's first render shows it at once (its effect still takes the request).
 */
export function readyFirstLoad<T>({ key }: FirstLoadRequest<T>): T | undefined {
  const early = started.get(key)
  return fresh(early) && early.value ? (early.value.of as T) : undefined
}

/** firstLoadSettled resolves once every request started early has answered or failed, or after waitMs. */
export function firstLoadSettled(waitMs: number): Promise<void> {
  const pending = [...started.values()].filter((e) => !e.settled).map((e) => e.promise)
  if (pending.length === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs)
    void Promise.allSettled(pending).then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
