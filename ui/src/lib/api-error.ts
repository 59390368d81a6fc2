import { isClientError } from "./client-error"
import { showOutcome } from "./feedback"
import { verifySession } from "./session-check"
import { withClient } from "./load-client"

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

/** fieldErrorsOf extracts PocketBase's `data: { field: { message } }` validation details. */
export function fieldErrorsOf(err: unknown): FieldErrors {
  if (!isClientError(err)) return {}
  const data = (err.response.data ?? {}) as Record<string, { message?: string } | undefined>
  const out: FieldErrors = {}
  for (const [field, detail] of Object.entries(data)) {
    if (detail && typeof detail.message === "string") out[field] = detail.message
  }
  return out
}

/**
 * handleApiError is the one error funnel: aborted requests are ignored (returns null), 401 signs out,
 * field errors go to the form, and the message (server's or the fallback) is toasted and returned.
 */
export function handleApiError(err: unknown, options: ApiErrorOptions = {}): string | null {
  if (isClientError(err) && err.isAbort) return null
  if (isClientError(err) && err.status === 401) {
    withClient((pb) => {
      if (pb.authStore.isValid) pb.authStore.clear()
    })
  }
  // A refusal may mean the session was ended elsewhere (the server then treats us as a visitor).
  if (isClientError(err) && (err.status === 403 || err.status === 404)) void verifySession()
  const fields = fieldErrorsOf(err)
  if (options.onFieldErrors && Object.keys(fields).length > 0) options.onFieldErrors(fields)

  const serverMessage = isClientError(err) ? err.response.message : undefined
  const useful = serverMessage && !/^Failed to (create|update|load) record\.?$/i.test(serverMessage)
  const message = (useful ? serverMessage : undefined) ?? options.fallback ?? GENERIC_ERROR
  if (options.toast !== false) showOutcome("error", message)
  return message
}
