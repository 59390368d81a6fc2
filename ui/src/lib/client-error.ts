/** What the SDK's ClientResponseError carries that the app reads. */
export interface ClientError extends Error {
  status: number
  isAbort: boolean
  /** The request's URL. */
  url?: string
  response: { message?: string; data?: Record<string, unknown> }
}

/**
 * isClientError tells an error the SDK threw for a request (a ClientResponseError) without importing the
 * SDK, so screens that only handle errors do not pull it into their first load.
 */
export function isClientError(err: unknown): err is ClientError {
  if (!(err instanceof Error)) return false
  const e = err as Partial<ClientError>
  return (
    typeof e.status === "number" &&
    typeof e.isAbort === "boolean" &&
    typeof e.response === "object" &&
    e.response !== null
  )
}
