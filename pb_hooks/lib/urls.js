/// <reference path="../../pb_data/types.d.ts" />

/** The order fields that hold a link to a website. */
const ORDER_URL_FIELDS = ["current_website", "reference_website"]

/**
 * isWebLink reports whether value is an http:// or https:// address with a host: no other scheme
 * (javascript:, data:, vbscript:, ...), and no whitespace or control character anywhere, since
 * browsers drop those inside a URL and "java\tscript:" would still run.
 */
function isWebLink(value) {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/.test(value)) {
    return false
  }
  return /^https?:\/\/[^/?#\\@:]+/i.test(value)
}

/**
 * webLinkErrors returns a field error for each URL field of record whose value is new (created, or
 * changed by this save) and not a web link; an unchanged stored value is left alone, so that an old
 * order can still move through its statuses.
 */
function webLinkErrors(record, fields) {
  const errors = {}
  const original = record.isNew() ? null : record.original()
  for (const field of fields) {
    const value = record.getString(field)
    if (value === "" || (original && original.getString(field) === value)) continue
    if (!isWebLink(value)) {
      errors[field] = new ValidationError(
        "validation_url_scheme",
        "Enter a web address that starts with http:// or https://.",
      )
    }
  }
  return errors
}

module.exports = { ORDER_URL_FIELDS, isWebLink, webLinkErrors }
