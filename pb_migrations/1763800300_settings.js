/// <reference path="../pb_data/types.d.ts" />
// App defaults: name, sender, batch API on, request rate limiter on (sign-in attempts especially).
// The environment (APP_URL, SMTP_*, MAIL_SENDER_*, RATE_LIMITS) overrides these at every start.
migrate(
  (app) => {
    const settings = app.settings()
    settings.meta.appName = "launchdesk"
    settings.meta.appURL = "http://127.0.0.1:8090"
    settings.meta.senderName = "launchdesk"
    settings.meta.senderAddress = "hello@launchdesk.local"
    unmarshal(
      {
        batch: { enabled: true, maxRequests: 200, timeout: 5 },
        rateLimits: {
          enabled: true,
          rules: [
            { label: "*:auth", maxRequests: 5, duration: 10 },
            { label: "users:create", maxRequests: 10, duration: 60 },
            { label: "*:create", maxRequests: 20, duration: 5 },
            { label: "/api/batch", maxRequests: 5, duration: 1 },
            { label: "/api/", maxRequests: 600, duration: 10 },
          ],
        },
      },
      settings,
    )
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    unmarshal({ batch: { enabled: false }, rateLimits: { enabled: false } }, settings)
    app.save(settings)
  },
)
