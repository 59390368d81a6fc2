/** The localStorage key where the ad click id (Meta's `_fbc` cookie value) is kept. */
export const FBC_STORAGE_KEY = "_fbc"

/** bookingUrl appends `fbc` from localStorage `_fbc` to a scheduling URL when one is stored. */
export function bookingUrl(base: string, storage: Pick<Storage, "getItem"> | null = safeStorage()): string {
  const fbc = storage?.getItem(FBC_STORAGE_KEY)
  if (!fbc) return base
  const url = new URL(base)
  url.searchParams.set("fbc", fbc)
  return url.toString()
}

/** safeStorage is the page's localStorage, or null where there is none or it is blocked. */
export function safeStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage
  } catch {
    return null // storage blocked (private mode, sandboxed frame)
  }
}
