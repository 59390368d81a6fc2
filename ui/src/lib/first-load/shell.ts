import { tokenPayload } from "../stored-session"
import { FIRST_LOAD_MAX_AGE_MS } from "./requests"

/**
 * The route a shell sends its dashboard's requests to, all in one (internal/firstload): each is answered as
 * if sent alone, in one round trip on the page's open connection instead of a new connection per request.
 */
export const FIRST_LOAD_PATH = "/api/launchdesk/first-load"

/**
 * The /portal and /admin shells send their dashboard's requests from the HTML, before any of the app's
 * script has loaded (the script scripts/prerender.mjs writes from what app/first-load/ records), as one
 * first load (FIRST_LOAD_PATH): on a phone the data then arrives while the scripts download instead of a
 * round trip after them. The SDK
 * (lib/pocketbase.ts) takes each response once, for the same request (method, path and query) by the
 * same user within FIRST_LOAD_MAX_AGE_MS of the page opening; any other request is sent as usual.
 */
export interface ShellRequests {
  /** The user whose session sent them. */
  userId: string
  /** performance.now() when they were sent. */
  at: number
  /** "METHOD /path?query" → the response. */
  responses: Record<string, Promise<Response>>
}

declare global {
  interface Window {
    /** Set by the shell's inline script (run before any of the app's code) when it sent the requests. */
    __launchdeskShellRequests?: ShellRequests
  }
}

/** shellRequestKey names a request the way the shell's script does. */
export const shellRequestKey = (method: string, url: string): string => {
  const { pathname, search } = new URL(url, location.origin)
  return `${method.toUpperCase()} ${pathname}${search}`
}

function authorizationOf(init: RequestInit | undefined): string {
  const headers = new Headers(init?.headers)
  return headers.get("Authorization") ?? ""
}

/**
 * takeShellResponse gives the shell's response to this request (once), or null when the shell sent no
 * such request, it is too old, or the request is made by another user (signed out or in meanwhile).
 */
export function takeShellResponse(url: string, init?: RequestInit): Promise<Response> | null {
  const sent = typeof window === "undefined" ? undefined : window.__launchdeskShellRequests
  if (!sent) return null
  const key = shellRequestKey(init?.method ?? "GET", url)
  const response = sent.responses[key]
  if (!response) return null
  delete sent.responses[key]
  if (performance.now() - sent.at > FIRST_LOAD_MAX_AGE_MS) return null
  if (tokenPayload(authorizationOf(init))?.id !== sent.userId) return null
  return response
}
