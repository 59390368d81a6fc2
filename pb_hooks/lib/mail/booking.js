/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the e-mails about a booked call: to the person who booked it (booked, moved, cancelled, reminded) and
// to the studio. `call` is what lib/booking_mails.js reads of the booking: { name, email, brand, note, kindName,
// when (on the reader's clock), place, manageURL, source }. The invitation (.ics) goes with them as its own part.

const { footer, greeting, mailContent } = require(`${__hooks}/lib/mail/content.js`)

/** The subject, heading and first sentence of each change, for the person who booked. */
const VISITOR = {
  booked: { subject: "Your call is booked", line: (c) => `Your ${c.kindName} is booked for ${c.when}.` },
  moved: { subject: "Your call has moved", line: (c) => `Your ${c.kindName} has moved to ${c.when}.` },
  cancelled: {
    subject: "Your call is cancelled",
    line: (c) => `Your ${c.kindName} on ${c.when} is cancelled.`,
  },
}

/** The same for the studio. */
const STUDIO = {
  booked: { subject: "New call booked", line: (c) => `${c.name} booked a ${c.kindName} for ${c.when}.` },
  moved: { subject: "Call moved", line: (c) => `${c.name} moved their ${c.kindName} to ${c.when}.` },
  cancelled: {
    subject: "Call cancelled",
    line: (c) => `${c.name} cancelled their ${c.kindName} on ${c.when}.`,
  },
}

/** placeLine says where the call happens, when the studio said. */
const placeLine = (call) => (call.place ? [`Where: ${call.place}`] : [])

/**
 * visitorMail tells the person who booked that their call was booked, moved or cancelled (change).
 * @param {import("./content.js").Brand} brand
 * @param {"booked" | "moved" | "cancelled"} change
 * @param {Record<string, string>} call
 */
function visitorMail(brand, change, call) {
  const words = VISITOR[change]
  const line = words.line(call)
  const live = change !== "cancelled"
  return mailContent(brand, {
    kind: "booking",
    subject: `${words.subject}: ${call.when}`,
    preheader: line,
    heading: words.subject,
    greeting: greeting(call.name),
    lines: live
      ? [
          line,
          ...placeLine(call),
          "The calendar invitation is attached. To reschedule or cancel, use the link below.",
        ]
      : [line, "Your calendar is told too. You are welcome to book another time."],
    details: [{ label: "Brand", value: call.brand }],
    buttonLabel: live ? "Reschedule or cancel" : "Book another time",
    buttonURL: live ? call.manageURL : brand.appURL + "/book",
    linkLabel: "Visit " + brand.name,
    linkURL: brand.appURL,
    footer: footer("you booked a call with " + brand.name),
  })
}

/**
 * studioMail tells the studio of a call booked, moved or cancelled (change), with who booked it.
 * @param {import("./content.js").Brand} brand
 * @param {"booked" | "moved" | "cancelled"} change
 * @param {Record<string, string>} call
 */
function studioMail(brand, change, call) {
  const words = STUDIO[change]
  const line = words.line(call)
  const details = [
    { label: "Name", value: call.name },
    { label: "E-mail", value: call.email },
    { label: "Brand", value: call.brand },
  ]
  if (call.note) details.push({ label: "Note", value: call.note })
  details.push({ label: "Booked from", value: call.source })
  return mailContent(brand, {
    kind: "booking_studio",
    subject: `${words.subject}: ${call.name}, ${call.when}`,
    preheader: line,
    heading: words.subject,
    lines: [line, ...placeLine(call)],
    details,
    buttonLabel: "See your calls",
    buttonURL: brand.appURL + "/admin",
    linkLabel: "Open the admin area",
    linkURL: brand.appURL + "/admin",
    footer: footer("someone booked a call on your site"),
  })
}

/**
 * reminderMail reminds the person who booked of their call, hours before it.
 * @param {import("./content.js").Brand} brand
 * @param {number} hours
 * @param {Record<string, string>} call
 */
function reminderMail(brand, hours, call) {
  const inWords = hours === 1 ? "1 hour" : `${hours} hours`
  const line = `Your ${call.kindName} is in ${inWords}: ${call.when}.`
  return mailContent(brand, {
    kind: "booking_reminder",
    subject: `Reminder: your call is in ${inWords}`,
    preheader: line,
    heading: "See you soon",
    greeting: greeting(call.name),
    lines: [line, ...placeLine(call), "Cannot make it? Reschedule or cancel with the link below."],
    buttonLabel: "Reschedule or cancel",
    buttonURL: call.manageURL,
    linkLabel: "Visit " + brand.name,
    linkURL: brand.appURL,
    footer: footer("you booked a call with " + brand.name),
  })
}

/**
 * inviteMail invites the person of an intro call to order, with a sign-up link for their address.
 * @param {import("./content.js").Brand} brand
 * @param {{ name: string, brand: string, signUpURL: string }} call
 */
function inviteMail(brand, call) {
  const line = `Thank you for the call. When you are ready, your ${call.brand} store starts with an order.`
  return mailContent(brand, {
    kind: "booking",
    subject: `Your next step with ${brand.name}`,
    preheader: line,
    heading: "Ready when you are",
    greeting: greeting(call.name),
    lines: [line, "Create your account with this e-mail address and the call you booked joins it."],
    buttonLabel: "Create your account",
    buttonURL: call.signUpURL,
    linkLabel: "Visit " + brand.name,
    linkURL: brand.appURL,
    footer: footer("you booked a call with " + brand.name),
  })
}

module.exports = { visitorMail, studioMail, reminderMail, inviteMail }
