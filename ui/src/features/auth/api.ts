import { isClientError } from "@/lib/client-error"
import type { UserRecord } from "@/lib/pocketbase-types"
import { loadClient } from "@/lib/load-client"
import { tokenPayload } from "@/lib/stored-session"
import type { EmailPrefs } from "./email-prefs"

// The SDK loads with the first request: the sign-in screen paints and hydrates without it.
const users = async () => (await loadClient()).collection("users")
const once = { requestKey: null }

/** requestPasswordReset asks for the reset link; the server answers the same whether the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await (await users()).requestPasswordReset(email, once)
}

/** confirmPasswordReset sets the new password with the e-mailed token (which then stops working). */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await (await users()).confirmPasswordReset(token, password, password, once)
}

/** requestSignInCode e-mails a sign-in code and returns the id the code is checked against. */
export async function requestSignInCode(email: string): Promise<string> {
  const { otpId } = await (await users()).requestOTP(email, once)
  return otpId
}

/** requestVerification e-mails the verification link again. */
export async function requestVerification(email: string): Promise<void> {
  await (await users()).requestVerification(email, once)
}

/** confirmVerification marks the address of the token's account as verified. */
export async function confirmVerification(token: string): Promise<void> {
  await (await users()).confirmVerification(token, once)
}

/** requestEmailChange e-mails a confirmation link to newEmail; the address changes once it is followed. */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await (await users()).requestEmailChange(newEmail, once)
}

/** confirmEmailChange switches the account to the token's new address (the password proves who asks). */
export async function confirmEmailChange(token: string, password: string): Promise<void> {
  await (await users()).confirmEmailChange(token, password, once)
}

/** updateProfile saves the signed-in user's own fields (name, e-mail preferences). */
export async function updateProfile(
  id: string,
  data: { name?: string; email_prefs?: EmailPrefs },
): Promise<UserRecord> {
  return (await users()).update(id, data, once)
}

/** changePassword sets a new password (the current one is required); every session of the account ends. */
export async function changePassword(id: string, current: string, password: string): Promise<UserRecord> {
  return (await users()).update(id, { oldPassword: current, password, passwordConfirm: password }, once)
}

/** What an e-mailed token says about itself (read without checking: the server is the judge). */
export interface TokenClaims {
  email: string
  newEmail: string
  expired: boolean
}

/** tokenClaims decodes the payload of a PocketBase token; null for something that is not one. */
export function tokenClaims(token: string): TokenClaims | null {
  const claims = tokenPayload(token)
  if (!claims) return null
  return {
    email: typeof claims.email === "string" ? claims.email : "",
    newEmail: typeof claims.newEmail === "string" ? claims.newEmail : "",
    expired: typeof claims.exp === "number" && claims.exp * 1000 < Date.now(),
  }
}

/** isEmailTaken tells whether a sign-up failed because the address already has an account. */
export function isEmailTaken(err: unknown): boolean {
  if (!isClientError(err)) return false
  const email = err.response.data?.email as { code?: string } | undefined
  return email?.code === "validation_not_unique"
}

/** isBadToken tells whether the server refused an e-mailed token (expired, used, or altered). */
export function isBadToken(err: unknown): boolean {
  if (!isClientError(err) || err.status !== 400) return false
  return Boolean(err.response.data?.token) || /token/i.test(err.response.message ?? "")
}
