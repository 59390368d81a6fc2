import { toast } from "react-hot-toast"

/**
 * Where the app tells the user how something went, one place per kind of feedback:
 * - a form's outcome (validation, success, failure) shows inside the form, never as a toast;
 * - a list or page that cannot load says so in its own place;
 * - an action with no form of its own (a status select, "Mark as read") reports through showOutcome.
 */

/**
 * showOutcome shows a toast at the bottom of the screen (never over the navigation). `subject` names
 * what the outcome is about (e.g. one order's status): a later outcome for it replaces the earlier one.
 */
export function showOutcome(tone: "success" | "error", message: string, subject: string = message): void {
  toast[tone](message, { id: subject })
}
