// Where a visitor came from, kept in the browser (docs/funnel.md, "The source travels with the person"): the first
// touch is set once, the last one on every visit that carries a source; both go with the booking and the sign-up.
// The source is read as the server's visit counter reads it: utm tags, else an ad click id, else the referring host.
import sources from "../../../pb_hooks/lib/visit_sources.json"
import { FBC_STORAGE_KEY, safeStorage } from "./booking-url"

/** The localStorage key of the kept touches, `{ first, last }`. */
export const TOUCH_STORAGE_KEY = "ld_touch"

/** The source of a visit with none: no tag, no click id, no other site's referrer. */
export const DIRECT = sources.direct

/** A touch: where one visit came from, and when (ISO time). */
export interface Touch {
  source: string
  medium?: string
  campaign?: string
  fbc?: string
  landed: string
}

/** The kept touches: the first ever, and the last visit that carried a source. */
export interface Touches {
  first: Touch
  last: Touch
}

type TouchStorage = Pick<Storage, "getItem" | "setItem">

/** Ad click ids and the source they name when no utm_source is given (the server's visit counter reads the same). */
const CLICK_SOURCES = sources.clickIds as [string, string][]

const MAX_PART = sources.maxPart

const tag = (v: string | null) => (v ?? "").trim().toLowerCase().slice(0, MAX_PART)

/** referrerHost is the lower-case host of an http(s) referrer without "www.", "" for our own or anything else. */
function referrerHost(referrer: string, ownHost: string): string {
  try {
    const u = new URL(referrer)
    if (u.protocol !== "http:" && u.protocol !== "https:") return ""
    const host = u.hostname.toLowerCase().replace(/^www\./, "")
    return host === ownHost.toLowerCase().replace(/^www\./, "") ? "" : tag(host)
  } catch {
    return ""
  }
}

/** ownPage is referrer as a URL when it is a page of url's own site, else null. */
function ownPage(referrer: string, url: URL): URL | null {
  try {
    const page = new URL(referrer)
    return page.origin === url.origin ? page : null
  } catch {
    return null
  }
}

/**
 * touchOf is the source of the visit at url coming from referrer, or null when it carries none. fbc is the click id
 * as Meta's `_fbc` holds it, given when the visit came from an ad click (fbclid).
 */
export function touchOf(url: URL, referrer: string, now: Date, fbc = ""): Touch | null {
  const q = url.searchParams
  const medium = tag(q.get("utm_medium"))
  const campaign = tag(q.get("utm_campaign"))
  const source =
    tag(q.get("utm_source")) ||
    CLICK_SOURCES.find(([param]) => q.get(param))?.[1] ||
    referrerHost(referrer, url.hostname)
  if (!source) return null
  return {
    source,
    ...(medium ? { medium } : {}),
    ...(campaign ? { campaign } : {}),
    ...(fbc ? { fbc } : {}),
    landed: now.toISOString(),
  }
}

/** fbcOf is Meta's click id value for fbclid clicked at now: `fb.1.{ms since epoch}.{fbclid}`, unchanged. */
export function fbcOf(fbclid: string, now: Date): string {
  return `fb.1.${now.getTime()}.${fbclid}`
}

/** storedTouches reads the kept touches, or null when none are kept (or storage is unreadable). */
export function storedTouches(storage: Pick<Storage, "getItem"> | null = safeStorage()): Touches | null {
  try {
    const kept = JSON.parse(storage?.getItem(TOUCH_STORAGE_KEY) ?? "null") as Touches | null
    return kept && typeof kept.first === "object" && typeof kept.last === "object" ? kept : null
  } catch {
    return null
  }
}

/**
 * recordTouch keeps this visit's touch: `_fbc` from an ad click when none is stored yet, the first touch once, the
 * last one when the visit carries a source; a visit without one is "direct" only when nothing is kept yet.
 */
export function recordTouch(
  href: string,
  referrer: string,
  storage: TouchStorage | null = safeStorage(),
  now = new Date(),
): Touches | null {
  if (!storage) return null
  try {
    const kept = storedTouches(storage)
    let url = new URL(href)
    // A tap on our own landing before its script ran (it loads after the first paint) leaves that page's source in
    // this visit's referrer only (same-origin referrers keep their query): read it from there while nothing is kept.
    const previous = ownPage(referrer, url)
    if (!kept && previous && !touchOf(url, referrer, now)) [url, referrer] = [previous, ""]
    const fbclid = url.searchParams.get("fbclid")
    if (fbclid && !storage.getItem(FBC_STORAGE_KEY)) storage.setItem(FBC_STORAGE_KEY, fbcOf(fbclid, now))
    const touch = touchOf(url, referrer, now, fbclid ? (storage.getItem(FBC_STORAGE_KEY) ?? "") : "")
    if (!touch && kept) return kept
    const last = touch ?? { source: DIRECT, landed: now.toISOString() }
    const next = { first: kept?.first ?? last, last }
    storage.setItem(TOUCH_STORAGE_KEY, JSON.stringify(next))
    return next
  } catch {
    return null // storage full or blocked: the visit goes on without a touch
  }
}

/** touchBody is the kept touches as the booking and sign-up requests send them (nothing when none are kept). */
export function touchBody(): { first_touch?: Touch; last_touch?: Touch } {
  const kept = storedTouches()
  return kept ? { first_touch: kept.first, last_touch: kept.last } : {}
}
