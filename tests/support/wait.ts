/** sleep waits ms milliseconds: only for "nothing more arrives" checks; wait for a condition with poll instead. */
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/** poll calls fn until it returns a truthy value or timeoutMs passes, and returns its last value. */
export async function poll<T>(fn: () => Promise<T>, timeoutMs = 10_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await fn()
    if (value || Date.now() > deadline) return value
    await sleep(everyMs)
  }
}
