import type { ApiErrorOptions } from "./api-error"

/**
 * apiErrorMessage is handleApiError (lib/api-error.ts) for the prerendered forms of /auth: the error funnel and
 * its words load with the first error, not with the page. Any error there follows a request, so the SDK's chunk
 * is in already and this one is prefetched with it when a form gets focus; if it cannot load (the connection
 * dropped), the form's own fallback is shown.
 */
export function apiErrorMessage(
  err: unknown,
  options: ApiErrorOptions & { fallback: string },
): Promise<string | null> {
  return import("./api-error").then(
    (m) => m.handleApiError(err, options),
    () => options.fallback,
  )
}
