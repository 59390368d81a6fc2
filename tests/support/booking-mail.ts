import ICAL from "ical.js"
import type { ReceivedMail } from "./smtp"

/** What a test reads of a call's invitation, parsed with ical.js (a real iCalendar parser). */
export interface Invitation {
  method: string
  uid: string
  sequence: number
  /** DTSTART as an instant, and whether it was written in UTC. */
  start: string
  startUtc: boolean
  organizer: string
  attendee: string
  /** How many ATTENDEE properties the event has, and the first one's CN. */
  attendees: number
  attendeeName: string
  description: string
  status: string
  /** The invitation as sent. */
  text: string
}

/** invitationOf parses the text/calendar part of m. */
export function invitationOf(m: ReceivedMail): Invitation {
  const part = m.parsed.attachments.find((a) => a.mimeType.startsWith("text/calendar"))
  if (!part) throw new Error(`no text/calendar part in "${m.parsed.subject ?? ""}"`)
  const text = typeof part.content === "string" ? part.content : new TextDecoder().decode(part.content)
  const calendar = new ICAL.Component(ICAL.parse(text))
  const event = calendar.getFirstSubcomponent("vevent")
  if (!event) throw new Error("no VEVENT in the invitation")
  const start = event.getFirstPropertyValue("dtstart") as ICAL.Time
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    start: start.toJSDate().toISOString(),
    startUtc: start.zone === ICAL.Timezone.utcTimezone,
    organizer: String(event.getFirstPropertyValue("organizer")),
    attendee: String(event.getFirstPropertyValue("attendee")),
    attendees: event.getAllProperties("attendee").length,
    attendeeName: String(event.getFirstProperty("attendee")?.getParameter("cn") ?? ""),
    description: String(event.getFirstPropertyValue("description")),
    status: String(event.getFirstPropertyValue("status")),
    text,
  }
}

/** manageToken is the token of the manage link in a booking e-mail's text. */
export function manageToken(m: ReceivedMail): string {
  const found = /\/book\/manage\/([A-Za-z0-9]+)/.exec(m.parsed.text ?? "")
  if (!found?.[1]) throw new Error(`no manage link in "${m.parsed.subject ?? ""}"`)
  return found[1]
}

/** to tells whether m went to address. */
export const to = (address: string) => (m: ReceivedMail) => m.to.includes(address)

/** invitationCount is how many events a calendar's text holds (parsed with ical.js). */
export function invitationCount(text: string): number {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").length
}
