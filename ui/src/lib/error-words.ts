// The product's words for the server's technical refusals: every refusal says what to do. PocketBase answers with
// framework sentences ("Too Many Requests.", "Must be no more than 200 character(s).", "Failed to create record.");
// our own hooks answer with full sentences already, and those pass through unchanged.
import { formatNumber } from "./format-number"

/** The detail PocketBase gives about one field: a code, its sentence and the rule's figures. */
export interface FieldDetail {
  code?: string
  message?: string
  params?: Record<string, unknown>
}

/** FIX_FIELDS is a form's message when the server refused some of its fields (each says what is wrong). */
export const FIX_FIELDS = "Some answers need a change: see the fields marked in red."

/** Status codes with a sentence of their own, whatever the server said. */
export const STATUS_WORDS: Record<number, string> = {
  413: "That is more than can be sent at once: shorten the text or send smaller files, then try again.",
  429: "Too many tries in a short time. Please wait a minute, then try again.",
}

/**
 * How long PocketBase's per-address rules hold the e-mail requests (pb_migrations/1795360405_request_limits.js:
 * 5 in 600 s); every other rule spans seconds, so "a minute" is true for them.
 */
const MAIL_REQUEST = /\/request-(password-reset|otp|verification|email-change)\b/
const MAIL_WAIT = "Too many e-mails were asked for from here. Please wait 10 minutes, then try again."

/** SERVER_TROUBLE is said of a server failure when the action has no sentence of its own (the spec's fallbacks win). */
export const SERVER_TROUBLE = "Something went wrong on our side. Please try again in a minute."
const OFFLINE = "We could not reach launchdesk. Check your internet connection, then try again."

/** PocketBase's own sentences, which say nothing a person can act on. */
const FRAMEWORK_MESSAGE =
  /^(Failed to (create|update|load|delete|authenticate) record\.?|Too Many Requests\.?|Something went wrong while processing your request\.?|The request body is too large.*|An error occurred while validating the submitted data\.?|The requested resource wasn't found\.?|You are not allowed to perform this request\.?|The request requires valid record authorization token\.?)$/i

const num = (value: unknown) => (typeof value === "number" ? formatNumber(value) : String(value))

/** fieldWords turns one field's validation detail into a sentence that says what to do. */
export function fieldWords(detail: FieldDetail): string {
  const p = detail.params ?? {}
  switch (detail.code) {
    case "validation_required":
      return "Please fill this in."
    case "validation_max_text_constraint":
      return `Keep this to ${num(p.max)} characters or fewer.`
    case "validation_min_text_constraint":
      return `Use at least ${num(p.min)} characters.`
    case "validation_invalid_url":
      return "Please enter a web address such as https://yourbrand.com."
    case "validation_invalid_email":
      return "Please enter an e-mail address such as you@yourbrand.com."
    case "validation_invalid_format":
      return "This is not in a form we can use: check what you typed."
    case "validation_file_size_limit":
      return `A file is too large: each file can be at most ${bytes(p.maxSize)}.`
    case "validation_too_many_files":
      return `Send at most ${num(p.maxSelect)} files at once.`
    case "validation_invalid_mime_type":
      return "This kind of file cannot be sent: send an image, a PDF, a CSV or an office document."
    default:
      return detail.message ?? "Please check this field."
  }
}

function bytes(value: unknown): string {
  if (typeof value !== "number") return "the allowed size"
  return value >= 1 << 20 ? `${Math.round(value / (1 << 20))} MB` : `${Math.round(value / 1024)} KB`
}

/**
 * refusalWords is the sentence to show for a refused request: the status's own sentence (413, 429 with
 * PocketBase's wording, no connection), the server's message when it is one of ours, else null (the caller uses its
 * fallback).
 */
export function refusalWords(status: number, serverMessage: string | undefined, url = ""): string | null {
  const framework = !serverMessage || FRAMEWORK_MESSAGE.test(serverMessage.trim())
  if (status === 413) return STATUS_WORDS[413]!
  if (status === 429 && framework) return MAIL_REQUEST.test(url) ? MAIL_WAIT : STATUS_WORDS[429]!
  if (status === 0) return OFFLINE
  return framework ? null : serverMessage
}
