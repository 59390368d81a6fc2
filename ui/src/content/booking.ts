import { kinds } from "../../../pb_hooks/lib/booking.json"

/**
 * Where visitors and clients book a call. "native": on this site (/book, the default); "external": on the scheduling
 * pages below, in a new tab, each link with `fbc` appended by bookingUrl() (the specification's external booking). The
 * owner edits these.
 */
const mode = "native" as "native" | "external"

/** The site's own booking page. */
const nativePath = "/book"
const externalIntroUrl = "https://calendly.com/launchdesk/intro-call-15"

export const booking = {
  mode,
  nativePath,
  /** The external scheduling page of the intro call (used when mode is "external"). */
  externalIntroUrl,
  /** Where "Book a call" and "Book a 15-min intro call" go. */
  introCallUrl: mode === "native" ? nativePath : externalIntroUrl,
  introCallMinutes: kinds.intro.minutes,
  /** The 30-minute consultation offered to signed-in clients. */
  consultationUrl: "https://calendly.com/launchdesk/consultation-30",
  consultationMinutes: kinds.consultation.minutes,
} as const
