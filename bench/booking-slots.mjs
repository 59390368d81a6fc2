// bench/booking-slots: the slots answer (GET /api/launchdesk/booking/slots, 30 days) while the studio's busy calendar
// is a 500-event feed (every fifth event weekly), served from this machine; prints p50 and p95 of sequential requests
// (budget: p95 < 20 ms, docs/performance.md). Usage: node bench/booking-slots.mjs [--requests 300]
import { execFileSync } from "node:child_process"
import { rmSync } from "node:fs"
import { createServer } from "node:http"
import { arg, binary, emit, freePort, median, percentile, startBinary, tempDataDir } from "./lib.mjs"

const requests = Number(arg("requests", 300)) || 300

/** feedOf is an iCalendar feed of n events from now on: one-off hours, and every fifth a weekly meeting. */
function feedOf(n) {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//EN"]
  const day = 24 * 3600 * 1000
  const stamp = (t) =>
    new Date(t)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "")
  for (let i = 0; i < n; i += 1) {
    const start = Date.now() + (i % 30) * day + (i % 9) * 3600 * 1000
    lines.push("BEGIN:VEVENT", `UID:e${i}@bench`, "DTSTAMP:20260101T000000Z", `DTSTART:${stamp(start)}`)
    lines.push(`DTEND:${stamp(start + 45 * 60 * 1000)}`)
    if (i % 5 === 0) lines.push("RRULE:FREQ=WEEKLY;COUNT=10")
    lines.push("END:VEVENT")
  }
  lines.push("END:VCALENDAR")
  return lines.join("\r\n")
}

const feed = feedOf(500)
const feedServer = createServer((_req, res) =>
  res.writeHead(200, { "content-type": "text/calendar" }).end(feed),
)
await new Promise((resolve) => feedServer.listen(0, "127.0.0.1", resolve))
const feedUrl = `http://127.0.0.1:${feedServer.address().port}/busy.ics`

const dataDir = tempDataDir()
const email = "bench-admin@example.com"
const password = "bench-pass-123"
const server = await startBinary({ dataDir, port: await freePort() })
try {
  execFileSync(binary, ["admin", "create", email, password, `--dir=${dataDir}`])
  const auth = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: email, password }),
  }).then((r) => r.json())
  const headers = { authorization: auth.token, "content-type": "application/json" }
  const settingsUrl = `${server.url}/api/launchdesk/booking/admin/settings`
  const { settings } = await fetch(settingsUrl, { headers }).then((r) => r.json())
  await fetch(settingsUrl, {
    method: "PUT",
    headers,
    body: JSON.stringify({ settings: { ...settings, busyUrl: feedUrl } }),
  })
  for (let i = 0; i < 200; i += 1) {
    const state = await fetch(settingsUrl, { headers }).then((r) => r.json())
    if (state.busy.okAt) break
    await new Promise((r) => setTimeout(r, 50))
  }
  const url = `${server.url}/api/launchdesk/booking/slots?kind=intro&days=30&tz=America/New_York`
  let slots = 0
  const times = []
  for (let i = 0; i < requests + 20; i += 1) {
    const started = performance.now()
    const body = await fetch(url).then((r) => r.json())
    if (i >= 20) times.push(performance.now() - started) // the first 20 warm up
    slots = body.slots.length
  }
  emit({
    bench: "booking-slots",
    days: 30,
    feedEvents: 500,
    slots,
    requests,
    p50: median(times),
    p95: percentile(times, 95),
  })
} finally {
  await server.stop()
  feedServer.close()
  rmSync(dataDir, { recursive: true, force: true })
}
