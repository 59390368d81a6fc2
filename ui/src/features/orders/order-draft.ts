import { clearDraft, readDraft, writeDraft } from "@/lib/user-drafts"
import { EMPTY_NEW_ORDER } from "./new-order-rules"
import type { NewOrderValues } from "./types"

// The new-order form's draft: what the client typed, kept in this browser until the order is sent or they sign out.

const DRAFT = "new-order"

/** draftValues reads a stored draft back into form values, keeping only known fields of the right type. */
export function draftValues(raw: unknown): NewOrderValues | null {
  if (!raw || typeof raw !== "object") return null
  const stored = raw as Record<string, unknown>
  const values = { ...EMPTY_NEW_ORDER }
  for (const key of Object.keys(EMPTY_NEW_ORDER) as (keyof NewOrderValues)[]) {
    const value = stored[key]
    if (typeof value === typeof EMPTY_NEW_ORDER[key]) Object.assign(values, { [key]: value })
  }
  return isBlankOrder(values) ? null : values
}

/** isBlankOrder tells a form with nothing typed or ticked (nothing to keep or to ask about). */
export function isBlankOrder(values: NewOrderValues): boolean {
  return (Object.keys(EMPTY_NEW_ORDER) as (keyof NewOrderValues)[]).every((key) => {
    const value = values[key]
    return typeof value === "string" ? value.trim() === "" : value === EMPTY_NEW_ORDER[key]
  })
}

/** The order draft of one client in this browser. */
export const orderDraft = {
  read: (clientId: string) => draftValues(readDraft<unknown>(clientId, DRAFT)),
  save: (clientId: string, values: NewOrderValues) =>
    isBlankOrder(values) ? clearDraft(clientId, DRAFT) : writeDraft(clientId, DRAFT, values),
  clear: (clientId: string) => clearDraft(clientId, DRAFT),
}
