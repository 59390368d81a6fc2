/// <reference path="../../pb_data/types.d.ts" />
// Which e-mails a user wants. The in-app notification is always made; the e-mail only where the user wants it.
// Preferences live in the users field `email_prefs` (JSON object, one boolean per kind); a kind that is missing,
// or a field that does not exist yet, means "on".

/** The kinds of e-mail a user can turn off on the account page. */
const EMAIL_KINDS = ["status", "messages", "notifications", "new_orders"]

/** prefsOf reads a user's stored preferences as an object ({} when none or unreadable). */
function prefsOf(user) {
  if (!user) return {}
  try {
    const parsed = JSON.parse(user.getString("email_prefs") || "{}")
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {}
  } catch (_) {
    return {}
  }
}

/** wantsEmail tells whether user wants e-mails of kind (one of EMAIL_KINDS). */
function wantsEmail(user, kind) {
  if (!user) return false
  return prefsOf(user)[kind] !== false
}

/**
 * checkPrefs refuses (400, with the field's message) stored preferences that are not one object of known kinds
 * with true/false values; an empty field is fine. The request hooks call it before a user's save.
 */
function checkPrefs(user) {
  const raw = user.getString("email_prefs")
  if (raw === "" || raw === "null") return
  let parsed = null
  try {
    parsed = JSON.parse(raw)
  } catch (_) {
    parsed = null
  }
  const ok =
    parsed !== null &&
    typeof parsed === "object" &&
    !Array.isArray(parsed) &&
    Object.keys(parsed).every((k) => EMAIL_KINDS.includes(k) && typeof parsed[k] === "boolean")
  if (!ok) {
    throw new BadRequestError("The e-mail preferences could not be saved. Please try again.", {
      email_prefs: new ValidationError("validation_email_prefs", "Choose on or off for each kind of e-mail."),
    })
  }
}

module.exports = { EMAIL_KINDS, prefsOf, wantsEmail, checkPrefs }
