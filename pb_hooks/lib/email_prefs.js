/// <reference path="../../pb_data/types.d.ts" />
// Which e-mails a user wants. The in-app notification is always made; the e-mail only where the user wants it.
// Preferences live in the users field `email_prefs` (JSON object, one boolean per kind); a kind that is missing,
// or a field that does not exist yet, means "on". The kinds each role can turn off, and the e-mails each kind
// covers, are written once in lib/email_kinds.json: the account page (ui/src/features/auth/email-prefs.ts) and the
// Go tests (internal/mailfixtures) read the same file.

const CONTRACT = require(`${__hooks}/lib/email_kinds.json`)
const { isStudio } = require(`${__hooks}/lib/studio.js`)

/** @typedef {{ kind: string, label: string, hint: string, mails: string[] }} EmailKindOption */

/** kindsFor lists the kinds a user of role can turn off, as the account page offers them. @param {string} role */
function kindsFor(role) {
  /** @type {EmailKindOption[]} */
  const kinds = (CONTRACT[role === "admin" ? "admin" : "client"] || {}).kinds || []
  return kinds
}

/** The kinds of e-mail a user can turn off on the account page (every role's). */
const EMAIL_KINDS = [...new Set([...kindsFor("client"), ...kindsFor("admin")].map((k) => k.kind))]

/**
 * choiceLink is the footer link that promises a choice ("Choose which e-mails you get", to the account page) for an
 * e-mail of mailKind (an outbox kind) to user, or null when user's role cannot turn that e-mail off there: then the
 * e-mail must not promise it.
 * @param {{ appURL: string }} brand
 * @param {core.Record} user
 * @param {string} mailKind
 */
function choiceLink(brand, user, mailKind) {
  const role = isStudio(user) ? "admin" : "client" // the contract's two readers
  if (!kindsFor(role).some((k) => k.mails.includes(mailKind))) return null
  return {
    linkLabel: "Choose which e-mails you get",
    linkURL: brand.appURL + (role === "admin" ? "/admin/account" : "/portal/account"),
  }
}

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

module.exports = { EMAIL_KINDS, kindsFor, choiceLink, prefsOf, wantsEmail, checkPrefs }
