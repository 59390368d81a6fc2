// Every length the UI checks before sending and the server enforces, written once in pb_hooks/lib/limits.json: the
// hooks require that file, Go reads it at start (internal/contract, whose tests hold the schema to it) and the UI
// imports it here at build time. A form's maxLength, a hint and a refusal all say the same number.
import limits from "../../../pb_hooks/lib/limits.json"

/** A length in characters (or a count where the name says: messageFiles, messageFileMb): from min, up to max. */
export interface Limit {
  min?: number
  max?: number
}

/** LIMITS by name: statusReason, launchReason, paymentReference... (pb_hooks/lib/limits.json). */
export const LIMITS = limits satisfies Record<string, Limit>
