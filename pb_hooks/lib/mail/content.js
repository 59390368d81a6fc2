/// <reference path="../../../pb_data/types.d.ts" />
// The one builder of an e-mail's content object, with the one greeting and the one footer every kind uses. A content
// object is { kind, subject, brand, preheader, heading, greeting, lines[], details[{label, value}], orders[{title,
// company, url}], code, buttonLabel, buttonURL, linkLabel, linkURL, footer }: plain-text values only (the layout
// escapes them). Each kind's words are in its own file next to this one; render.js lays the object out.

const texts = require(`${__hooks}/lib/order_texts.js`)

/** The fields each kind's file must give (the others have defaults). */
const REQUIRED = [
  "kind",
  "subject",
  "preheader",
  "heading",
  "lines",
  "buttonLabel",
  "buttonURL",
  "linkLabel",
  "linkURL",
  "footer",
]

/**
 * @typedef {{ name: string, appURL: string }} Brand
 * brandOf reads the brand name and the public base URL (no trailing slash) from the app settings.
 * @param {core.App} app
 * @returns {Brand}
 */
function brandOf(app) {
  const meta = app.settings().meta
  return { name: meta.appName || meta.senderName, appURL: String(meta.appURL).replace(/\/+$/, "") }
}

/** greeting is "Hello Ava," for a name, else "Hello,". @param {string} name */
function greeting(name) {
  const safe = texts.headerSafe(name)
  return safe ? "Hello " + safe + "," : "Hello,"
}

/** footer says why the recipient gets the e-mail: "You receive this e-mail because <why>." @param {string} why */
function footer(why) {
  return texts.sentence("You receive this e-mail because " + why)
}

/** footers are the footers several kinds share, by what the reader is to the brand. */
const footers = {
  /** @param {Brand} brand */
  admin: (brand) => footer("you are an admin of " + brand.name),
  /** @param {Brand} brand */
  ordered: (brand) => footer("you placed an order with " + brand.name),
  /** @param {Brand} brand */
  paid: (brand) => footer("you paid for an order with " + brand.name),
}

/**
 * mailContent is the content object of an e-mail from brand and its kind's fields: no details, no listed orders,
 * no code and "Hello," unless fields say otherwise. A missing required field is a bug: it throws.
 * @param {Brand} brand
 * @param {Record<string, any>} fields
 */
function mailContent(brand, fields) {
  const missing = REQUIRED.filter((key) => fields[key] === undefined)
  if (missing.length > 0) throw new Error(`The ${fields.kind} e-mail lacks ${missing.join(", ")}.`)
  return Object.assign({ brand: brand.name, greeting: "Hello,", details: [], orders: [], code: "" }, fields)
}

module.exports = { brandOf, greeting, footer, footers, mailContent }
