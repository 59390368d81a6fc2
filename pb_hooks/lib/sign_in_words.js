/// <reference path="../../pb_data/types.d.ts" />
// The words of a sign-in for the "New sign-in" e-mail. Pure: no PocketBase globals.
// PocketBase describes a sign-in as one HTML-escaped line, "<UTC date> - <IP> <user agent>" (apis/record_helpers.go
// authAlert: "2026-11-28 03:22:37.679Z - 127.0.0.1 Mozilla/5.0 (Linux; Android 14...", the agent cut at 200
// characters). A zone is { name: IANA name the signing-in browser reported, offsetMinutes: its offset from UTC then }
// (internal/accounts/sign_in_zone.go), or null when the browser named none. No place is known: no city is said.

const INFO = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)Z - (\S*) ?([\s\S]*)$/

const ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&#34;": '"', "&#39;": "'", "&quot;": '"' }

/** unescapeHTML undoes the escaping PocketBase applies to the line (html.EscapeString). @param {string} s */
function unescapeHTML(s) {
  return s.replace(/&(amp|lt|gt|quot|#34|#39);/g, (m) => ENTITIES[m] || m)
}

/**
 * parseInfo reads PocketBase's line: { atMs, ip, userAgent }; atMs is null (and userAgent the whole line) when the
 * line is not in PocketBase's form.
 * @param {string} info
 */
function parseInfo(info) {
  const line = unescapeHTML(String(info || "")).trim()
  const m = INFO.exec(line)
  if (!m) return { atMs: null, ip: "", userAgent: line }
  const atMs = Date.parse(m[1] + "T" + m[2] + "Z")
  return { atMs: isNaN(atMs) ? null : atMs, ip: m[3], userAgent: m[4].trim() }
}

// First match wins: the browsers built on Chrome name Chrome too, and Chrome names Safari.
/** @type {[RegExp, string][]} */
const BROWSERS = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|OPiOS|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
]

/** @type {[RegExp, string][]} */
const SYSTEMS = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\b(Macintosh|Mac OS X)\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
]

/** A program that is not a browser, by the first word of its agent ("curl/8.5.0" → "curl"). */
const PROGRAM = /^([A-Za-z][\w.-]{0,30})\/[\w.]+(?:\s|$)/

/**
 * deviceWords names the device of a user agent as a person says it: "Chrome on Android", "Safari on iPhone",
 * "a browser on Linux", "a program (curl)", or "an unknown device".
 * @param {string} userAgent
 */
function deviceWords(userAgent) {
  const ua = String(userAgent || "")
  const browser = BROWSERS.find(([re]) => re.test(ua))
  const system = SYSTEMS.find(([re]) => re.test(ua))
  if (browser && system) return browser[1] + " on " + system[1]
  if (browser) return browser[1]
  if (system) return "a browser on " + system[1]
  const program = PROGRAM.exec(ua)
  if (program && program[1] !== "Mozilla") return "a program (" + program[1] + ")"
  return "an unknown device"
}

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]

/** offsetWords is "UTC", "UTC+1", "UTC-3:30". @param {number} minutes */
function offsetWords(minutes) {
  if (!minutes) return "UTC"
  const abs = Math.abs(minutes)
  const m = abs % 60
  return (
    "UTC" + (minutes < 0 ? "-" : "+") + Math.floor(abs / 60) + (m ? ":" + String(m).padStart(2, "0") : "")
  )
}

/** zoneWords names an IANA zone as a place: "Europe/Paris" → "Paris", "America/New_York" → "New York"; "" for none. */
function zoneWords(name) {
  const n = String(name || "")
  if (!/^[A-Za-z]+\/[A-Za-z_/-]+$/.test(n) || n.startsWith("Etc/")) return ""
  return n.slice(n.lastIndexOf("/") + 1).replace(/_/g, " ")
}

/**
 * timeWords says when atMs was, in the zone when there is one: "3:22 AM on Saturday, 28 November 2026 (Paris
 * time, UTC+1)", else in UTC: "3:22 AM UTC on Saturday, 28 November 2026".
 * @param {number} atMs
 * @param {{ name: string, offsetMinutes: number } | null} zone
 */
function timeWords(atMs, zone) {
  const offset = zone ? Number(zone.offsetMinutes) || 0 : 0
  const d = new Date(atMs + offset * 60 * 1000)
  const h = d.getUTCHours()
  const clock = (h % 12 || 12) + ":" + String(d.getUTCMinutes()).padStart(2, "0") + (h < 12 ? " AM" : " PM")
  const day =
    DAYS[d.getUTCDay()] + ", " + d.getUTCDate() + " " + MONTHS[d.getUTCMonth()] + " " + d.getUTCFullYear()
  if (!zone) return clock + " UTC on " + day
  const place = zoneWords(zone.name)
  return clock + " on " + day + " (" + (place ? place + " time, " : "") + offsetWords(offset) + ")"
}

/**
 * signInWords describes a sign-in from PocketBase's line and the browser's zone: { device, when, ip }, each "" when
 * unknown ("Chrome on Android", "3:22 AM on Saturday, 28 November 2026 (Paris time, UTC+1)", "127.0.0.1").
 * @param {string} info
 * @param {{ name: string, offsetMinutes: number } | null} zone
 */
function signInWords(info, zone) {
  const { atMs, ip, userAgent } = parseInfo(info)
  return {
    device: userAgent ? deviceWords(userAgent) : "",
    when: atMs === null ? "" : timeWords(atMs, zone),
    ip,
  }
}

module.exports = { parseInfo, deviceWords, timeWords, signInWords }
