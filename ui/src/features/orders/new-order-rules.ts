import type { FieldErrors } from "@/lib/api-error"
import { formatNumber } from "@/lib/format-number"
import { LIMITS } from "@/lib/limits"
import type { NewOrderValues } from "./types"

/** A blank new-order form. */
export const EMPTY_NEW_ORDER: NewOrderValues = {
  title: "",
  company_name: "",
  phone_number: "",
  current_website: "",
  reference_website: "",
  description: "",
  on_shopify: false,
  collaborator_code: "",
  book_call: false,
}

/** The specification's messages around submitting an order. */
export const MUST_BE_SIGNED_IN = "You must be logged in to submit an order"
export const SUBMIT_FAILED = "Failed to submit order. Please try again."
/** How long the confirmation shows before the page returns to the dashboard (the specification's 2000 ms). */
export const SUBMITTED_REDIRECT_MS = 2000

/** normalizeWebsite adds https:// to a bare domain ("noir.com"); "" stays "". */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim()
  if (!trimmed || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed
  return `https://${trimmed}`
}

function isWebsite(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".")
  } catch {
    return false
  }
}

const PHONE = /^[0-9+()./ -]*$/

/** The server's limits of the order's text fields (pb_hooks/lib/limits.json), shown before they are hit. */
export const ORDER_LIMITS = {
  title: LIMITS.orderTitle.max,
  company_name: LIMITS.orderCompany.max,
  phone_number: LIMITS.orderPhone.max,
  collaborator_code: LIMITS.collaboratorCode.max,
  description: LIMITS.orderDescription.max,
  /** No server maximum; one keeps a pasted page out of the request. */
  website: 2000,
} as const

/**
 * newOrderErrors checks the form before it is sent: title, company and description are required,
 * websites must be web addresses and the phone number may hold only digits and separators.
 */
export function newOrderErrors(values: NewOrderValues): FieldErrors {
  const errors: FieldErrors = {}
  if (!values.title.trim()) errors.title = "Please give your project a title."
  if (!values.company_name.trim()) errors.company_name = "Please enter your company or brand name."
  if (!values.description.trim()) errors.description = "Please describe your project."
  const extra = values.description.length - ORDER_LIMITS.description
  if (extra > 0) {
    errors.description = `Please shorten the description by ${formatNumber(extra)} characters (at most ${formatNumber(ORDER_LIMITS.description)}).`
  }
  if (!PHONE.test(values.phone_number.trim())) {
    errors.phone_number = "A phone number may contain only digits, spaces and + ( ) - . /"
  }
  for (const key of ["current_website", "reference_website"] as const) {
    const url = normalizeWebsite(values[key])
    if (url && !isWebsite(url)) errors[key] = "Please enter a web address such as https://yourbrand.com."
  }
  return errors
}
