/** External scheduling pages. The owner edits these; every link gets `fbc` appended by bookingUrl(). */
export const booking = {
  /** The free 15-minute intro call offered to visitors on the landing page. */
  introCallUrl: "https://calendly.com/launchdesk/intro-call-15",
  introCallMinutes: 15,
  /** The 30-minute consultation offered to signed-in clients. */
  consultationUrl: "https://calendly.com/launchdesk/consultation-30",
  consultationMinutes: 30,
} as const
