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

module.exports = { EMAIL_KINDS, prefsOf, wantsEmail }
