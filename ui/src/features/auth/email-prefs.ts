import type { Role } from "@/lib/pocketbase-types"
// The kinds each role can turn off, written once for the hooks, the Go tests and this page.
import contract from "../../../../pb_hooks/lib/email_kinds.json"

/** A kind of e-mail a user can turn off (a key of email_prefs; pb_hooks/lib/email_prefs.js); missing means on. */
export type EmailKind = string

/** The users field email_prefs: one boolean per kind. */
export type EmailPrefs = Partial<Record<EmailKind, boolean>>

/** One row of the preferences form. */
export interface EmailKindOption {
  kind: EmailKind
  label: string
  hint: string
}

const forRole = (role: Role) => (role === "admin" ? contract.admin : contract.client)

/** emailKindsFor lists the kinds a user of role chooses from: every kind of e-mail that role is sent and can stop. */
export function emailKindsFor(role: Role): EmailKindOption[] {
  return forRole(role).kinds.map(({ kind, label, hint }) => ({ kind, label, hint }))
}

/** alwaysSentFor says which e-mails a user of role always gets (they cannot be turned off). */
export function alwaysSentFor(role: Role): string {
  return forRole(role).alwaysSent
}

/** wantsEmail reads one kind from stored preferences: on unless turned off. */
export function wantsEmail(prefs: EmailPrefs | null | undefined, kind: EmailKind): boolean {
  return prefs?.[kind] !== false
}
