import type { Role } from "@/lib/pocketbase-types"

/** The kinds of e-mail a user can turn off (the server's pb_hooks/lib/email_prefs.js); missing means on. */
export type EmailKind = "status" | "messages" | "notifications" | "new_orders"

/** The users field email_prefs: one boolean per kind. */
export type EmailPrefs = Partial<Record<EmailKind, boolean>>

/** One row of the preferences form. */
export interface EmailKindOption {
  kind: EmailKind
  label: string
  hint: string
}

const clientKinds: EmailKindOption[] = [
  { kind: "status", label: "Order status changes", hint: "When an order is approved, started or completed." },
  {
    kind: "messages",
    label: "Messages from the studio",
    hint: "When the studio writes to you about an order.",
  },
  { kind: "notifications", label: "Notifications from the studio", hint: "Announcements and reminders." },
]

const adminKinds: EmailKindOption[] = [
  { kind: "new_orders", label: "New orders", hint: "When a client submits an order." },
  { kind: "messages", label: "Messages from clients", hint: "When a client writes about an order." },
]

/** emailKindsFor lists the kinds a user of role chooses from. */
export function emailKindsFor(role: Role): EmailKindOption[] {
  return role === "admin" ? adminKinds : clientKinds
}

/** wantsEmail reads one kind from stored preferences: on unless turned off. */
export function wantsEmail(prefs: EmailPrefs | null | undefined, kind: EmailKind): boolean {
  return prefs?.[kind] !== false
}
