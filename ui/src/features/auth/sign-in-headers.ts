import { visitorTimeZone } from "@/lib/intl"

/**
 * signInHeaders names the browser's time zone to the server on a sign-in (internal/accounts/sign_in_zone.go
 * ZoneHeader), so that a "New sign-in" e-mail says the time as this device had it. None when the browser names none.
 */
export function signInHeaders(): Record<string, string> {
  const zone = visitorTimeZone()
  return zone ? { "X-Time-Zone": zone } : {}
}
