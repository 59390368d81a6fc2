/**
 * A first screen's requests, started by main.tsx as the app starts instead of once the screen has
 * rendered (on a phone that is a round trip sooner). The screen takes each one, once; a request nobody
 * took within a few seconds is dropped, and the screen asks afresh.
 */
const MAX_AGE_MS = 5000
const started = new Map<string, { at: number; promise: Promise<unknown> }>()

/** startEarly begins the request now, unless it is under way already. */
export function startEarly<T>(key: string, load: () => Promise<T>): void {
  if (started.has(key)) return
  const promise = load()
  promise.catch(() => {}) // the screen that takes it handles its failure
  started.set(key, { at: Date.now(), promise })
}

/** takeEarly gives the request started early under key (once), or starts it now. */
export function takeEarly<T>(key: string, load: () => Promise<T>): Promise<T> {
  const early = started.get(key)
  started.delete(key)
  if (early && Date.now() - early.at < MAX_AGE_MS) return early.promise as Promise<T>
  return load()
}
