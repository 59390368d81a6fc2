import { isClientError } from "./client-error"
import { FIX_FIELDS, type FieldDetail, fieldWords, refusalWords, SERVER_TROUBLE } from "./error-words"
import { showOutcome } from "./feedback"
import { verifySession } from "./session-check"

/** The message shown when the server gives none. */
export const GENERIC_ERROR = "Something went wrong."

/** Field name → message, as PocketBase reports validation failures. */
export type FieldErrors = Record<string, string>

export interface ApiErrorOptions {
  /** The specification's message for this action, used when the server sends no useful one. */
  fallback?: string
  /** Receives per-field validation messages (the form shows them under the inputs). */
  onFieldErrors?: (errors: FieldErrors) => void
  /** Show the message as a toast (default true); forms and pages that show it themselves pass false. */
  toast?: boolean
}

/** fieldErrorsOf extracts PocketBase's `data: { field: { code, message } }` validation details, in the product's words. */
export function fieldErrorsOf(err: unknown): FieldErrors {
  if (!isClientError(err)) return {}
  const data = (err.response.data ?? {}) as Record<string, FieldDetail | undefined>
  const out: FieldErrors = {}
  for (const [field, detail] of Object.entries(data)) {
    if (detail && typeof detail.message === "string") out[field] = fieldWords(detail)
  }
  return out
}

/**
 * handleApiError is the one error funnel: aborted requests are ignored (returns null), a refusal has the session checked,
 * field errors go to the form, and the message (server's or the fallback) is toasted and returned.
 */
export function handleApiError(err: unknown, options: ApiErrorOptions = {}): string | null {
  if (isClientError(err) && err.isAbort) return null
  // A refusal may mean the session was ended elsewhere (the server then treats us as a visitor, or answers 401):
  // the server is asked about the session, and a session it ended is signed out with the reason shown. A 401 alone
  // signs nobody out: a request sent before the session was stored (a page's first requests, during a sign-up)
  // was once enough to end a session that held.
  if (isClientError(err) && [401, 403, 404].includes(err.status)) void verifySession()
  const fields = fieldErrorsOf(err)
  const toFields = options.onFieldErrors && Object.keys(fields).length > 0
  if (toFields) options.onFieldErrors?.(fields)

  // The server's message when it says what to do; a form whose fields say it gets FIX_FIELDS, not "try again".
  const words = isClientError(err) ? refusalWords(err.status, err.response.message, err.url) : null
  const failed = isClientError(err) && err.status >= 500 ? SERVER_TROUBLE : GENERIC_ERROR
  const message = words ?? (toFields ? FIX_FIELDS : options.fallback) ?? failed
  if (options.toast !== false) showOutcome("error", message)
  return message
}
