/// <reference path="../pb_data/types.d.ts" />
// Request limits: the batch body limit (PocketBase's default is 128 MB) and per-IP limits on every
// endpoint that e-mails an address, in every auth collection. The per-address limit of those
// e-mails is in Go (internal/limits); record body limits follow each collection's fields.
// docs/operations.md lists them all.
const BATCH_MAX_BODY_BYTES = 1024 * 1024
const MAIL_RULES = [
  { label: "*:requestVerification", maxRequests: 5, duration: 600 },
  { label: "*:requestPasswordReset", maxRequests: 5, duration: 600 },
  { label: "*:requestEmailChange", maxRequests: 5, duration: 600 },
  { label: "*:requestOTP", maxRequests: 5, duration: 600 },
]

/** otherRules returns the stored rate limit rules except the e-mail ones. */
function otherRules(settings) {
  const labels = MAIL_RULES.map((r) => r.label)
  const current = JSON.parse(JSON.stringify(settings.rateLimits))
  return (current.rules || []).filter((r) => !labels.includes(r.label))
}

migrate(
  (app) => {
    const settings = app.settings()
    const rules = [...MAIL_RULES, ...otherRules(settings)]
    unmarshal({ batch: { maxBodySize: BATCH_MAX_BODY_BYTES }, rateLimits: { rules } }, settings)
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    unmarshal({ batch: { maxBodySize: 0 }, rateLimits: { rules: otherRules(settings) } }, settings)
    app.save(settings)
  },
)
