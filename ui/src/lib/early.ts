/**
 * A first screen's requests, started by main.tsx as the app starts instead of once the screen has
 * rendered (on a phone that is a round trip sooner; the area's shell has usually sent them already,
 * lib/shell-requests.ts). main.tsx waits a moment for them, so the screen's first render can show what
 * has arrived (readyEarly) instead of a placeholder. The screen takes each request, once; one nobody
 * took within a few seconds is dropped, and the screen asks afresh.
 */
const MAX_AGE_MS = 5000

interface Started {
  at: number
  promise: Promise<unknown>
  /** Set once the request has succeeded. */
  value?: { of: unknown }
  settled: boolean
}
const started = new Map<string, Started>()

/** startEarly begins the request now, unless it is under way already. */
export function startEarly<T>(key: string, load: () => Promise<T>): void {
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

/** takeEarly gives the request started early under key (once), or starts it now. */
export function takeEarly<T>(key: string, load: () => Promise<T>): Promise<T> {
  const early = started.get(key)
  started.delete(key)
  if (early && Date.now() - early.at < MAX_AGE_MS) return early.promise as Promise<T>
  return load()
}

/**
 * readyEarly gives what the request started early under key answered, if it has answered and nobody
 * has taken it yet: a screen's first render shows it at once (its effect still takes the request).
 */
export function readyEarly<T>(key: string): T | undefined {
  const early = started.get(key)
  if (!early?.value || Date.now() - early.at >= MAX_AGE_MS) return undefined
  return early.value.of as T
}

/** earlySettled resolves once every request started early has answered or failed, or after waitMs. */
export function earlySettled(waitMs: number): Promise<void> {
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
