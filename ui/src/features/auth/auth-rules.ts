import type { Role } from "@/lib/pocketbase-types"
import { LIMITS } from "@/lib/limits"

/** The shortest password the product accepts (pb_hooks/lib/limits.json password: the users field's minimum). */
export const MIN_PASSWORD_LENGTH = LIMITS.password.min
/** The hint under every field that sets a new password. */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`

export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match"
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`

/** The specification's fallbacks when the server gives no useful message. */
export const SIGN_IN_FAILED = "Login failed. Please check your credentials."
export const SIGN_UP_FAILED = "Registration failed. Please try again."

/** The two modes of the one sign-in / create-account form. */
export type AuthMode = "signIn" | "signUp"

/** Every mode of the /auth screen: the form's two, "Forgot password?" and "E-mail me a sign-in code". */
export type AuthScreenMode = AuthMode | "forgot" | "code"

/** authScreenMode reads the screen's mode from its ?mode= parameter (signup, forgot, code; else sign in). */
export function authScreenMode(param: string | null): AuthScreenMode {
  if (param === "signup") return "signUp"
  if (param === "forgot" || param === "code") return param
  return "signIn"
}

/** The one answer to "Forgot password?", whether or not the address has an account. */
export const RESET_SENT =
  "If an account exists for that address, we've e-mailed a link to choose a new password."
/** The one answer to "E-mail me a sign-in code", whether or not the address has an account. */
export const CODE_SENT =
  "If an account exists for that address, we've e-mailed a sign-in code. Enter it below."
/** Sign-up with an address that already has an account. */
export const EMAIL_TAKEN = "An account already exists for this e-mail address."

/** What the auth form holds; name and confirm are used only when creating an account. */
export interface AuthValues {
  name: string
  email: string
  password: string
  confirm: string
}

/**
 * authFormError applies the client-side rules before anything is sent: the passwords must match,
 * then be long enough. Sign in checks nothing here (the server is the judge). Returns null when valid.
 */
export function authFormError(mode: AuthMode, values: AuthValues): string | null {
  if (mode === "signIn") return null
  if (values.password !== values.confirm) return PASSWORDS_DO_NOT_MATCH
  if (values.password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT
  return null
}

// Any origin would do: a path is resolved against it, and a value that leaves it is not an app path.
const PATH_BASE = "https://app.invalid"

/**
 * appPath keeps a value only when it is a path of this app (one leading "/", same origin once resolved,
 * so no "//host", "/\\host", scheme or control characters), normalised ("/a/../b" is "/b"); else null.
 */
export function appPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null
  try {
    const url = new URL(value, PATH_BASE)
    return url.origin === PATH_BASE ? url.pathname + url.search + url.hash : null
  } catch {
    return null
  }
}

/**
 * afterSignInPath sends a user back to the page that asked for sign-in (the guard's `from`, or the
 * `next` of the /auth link) when it is an app path in their own area; anything else goes home.
 */
export function afterSignInPath(home: string, from: unknown): string {
  const path = appPath(from)
  if (!path) return home
  return path === home || path.startsWith(`${home}/`) || path.startsWith(`${home}?`) ? path : home
}

/** Where a signed-in user of this role belongs. */
export const homeForRole = (role: Role | undefined) => (role === "admin" ? "/admin" : "/portal")
