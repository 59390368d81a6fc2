// What a signed-in person has typed and not sent yet, kept in this browser's localStorage per user, so a reload or a
// wrong tap does not lose it. Every draft goes when its user signs out here (a shared computer keeps nothing).

const PREFIX = "launchdesk:draft:"

const keyOf = (userId: string, name: string) => `${PREFIX}${userId}:${name}`

/** readDraft returns the user's stored draft called name, or null (none, unreadable, or no storage). */
export function readDraft<T>(userId: string, name: string): T | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, name))
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

/** writeDraft stores the user's draft called name; storage refused (private mode, full) keeps nothing. */
export function writeDraft(userId: string, name: string, value: unknown): void {
  try {
    localStorage.setItem(keyOf(userId, name), JSON.stringify(value))
  } catch {
    // nothing kept: the form still works, the draft just does not outlive the page
  }
}

/** clearDraft forgets the user's draft called name (it was sent, or thrown away). */
export function clearDraft(userId: string, name: string): void {
  try {
    localStorage.removeItem(keyOf(userId, name))
  } catch {
    // no storage: nothing to clear
  }
}

/** clearAllDrafts forgets every user's drafts in this browser (on sign-out). */
export function clearAllDrafts(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? "")
    for (const key of keys) if (key.startsWith(PREFIX)) localStorage.removeItem(key)
  } catch {
    // no storage: nothing to clear
  }
}
