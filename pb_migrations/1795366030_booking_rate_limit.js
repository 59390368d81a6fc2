/// <reference path="../pb_data/types.d.ts" />
// A visitor (no session) may book at most 5 calls in 10 minutes from one address: enough for a person who changes
// their mind, too few to fill the studio's week (internal/booking; RATE_LIMITS=off turns every limit off).
const RULE = { label: "POST /api/launchdesk/booking", audience: "@guest", maxRequests: 5, duration: 600 }

/** otherRules returns the stored rate limit rules except this one. */
function otherRules(settings) {
  const current = JSON.parse(JSON.stringify(settings.rateLimits))
  return (current.rules || []).filter((r) => r.label !== RULE.label)
}

migrate(
  (app) => {
    const settings = app.settings()
    unmarshal({ rateLimits: { rules: [RULE, ...otherRules(settings)] } }, settings)
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    unmarshal({ rateLimits: { rules: otherRules(settings) } }, settings)
    app.save(settings)
  },
)
