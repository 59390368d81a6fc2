/// <reference path="../../../pb_data/types.d.ts" />
// Lays out an e-mail content object (content.js) as HTML with the one layout, views/mail/layout.html (Go
// html/template through $template: every value is escaped by construction), and as the plain-text alternative
// (the same words, links spelled out).

/** lineBreaks splits s at its line breaks, for the layout's "breaks" template (a <br> between escaped lines). */
function lineBreaks(s) {
  return String(s ?? "").split(/\r\n|\r|\n/)
}

/** WEB_LINK is an http(s) address as people paste it in a sentence (up to a space or a closing bracket). */
const WEB_LINK = /https?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:!?]/g

/**
 * linkParts splits one line into its text and its web addresses, for the layout's "linked" template: an address
 * becomes a link (html/template escapes its text and its href), the rest stays text.
 * @param {string} line
 * @returns {{ text: string, url: string }[]}
 */
function linkParts(line) {
  const parts = []
  let at = 0
  for (const m of line.matchAll(WEB_LINK)) {
    if (m.index > at) parts.push({ text: line.slice(at, m.index), url: "" })
    parts.push({ text: m[0], url: m[0] })
    at = m.index + m[0].length
  }
  if (at < line.length || parts.length === 0) parts.push({ text: line.slice(at), url: "" })
  return parts
}

/**
 * renderHTML renders content with views/mail/layout.html. The lines and detail values reach the layout split at
 * their line breaks (lineParts, valueParts), so a description typed on several lines reads the same in the e-mail.
 * @param {Record<string, any>} content
 */
function renderHTML(content) {
  const view = Object.assign({}, content, {
    lineParts: content.lines.map((l) => lineBreaks(l).map(linkParts)),
    details: content.details.map((d) => Object.assign({}, d, { valueParts: lineBreaks(d.value) })),
  })
  return $template.loadFiles(`${__hooks}/views/mail/layout.html`).render(view)
}

/** renderText is the plain-text alternative of content (line breaks kept as typed). @param {Record<string, any>} c */
function renderText(c) {
  let out = c.brand + "\n\n" + c.heading + "\n\n" + c.greeting + "\n\n"
  for (const line of c.lines) out += line + "\n\n"
  if (c.code) out += "    " + c.code + "\n\n"
  for (const d of c.details) out += d.label + ": " + d.value + "\n"
  if (c.details.length > 0) out += "\n"
  for (const o of c.orders) out += "- " + o.title + " (" + o.company + "): " + o.url + "\n"
  if (c.orders.length > 0) out += "\n"
  out += c.buttonLabel + ": " + c.buttonURL + "\n"
  out += c.linkLabel + ": " + c.linkURL + "\n\n"
  out += "-- \n" + c.footer + "\n" + c.brand + "\n"
  return out
}

module.exports = { renderHTML, renderText }
