/// <reference path="../../pb_data/types.d.ts" />
// Lays out an e-mail content object (lib/order_mails.js) as HTML, with one layout and one body template per kind
// under views/mail/ (Go html/template through $template: every value is escaped by construction), and as the
// plain-text alternative (the same words, links spelled out).

/** lineBreaks splits s at its line breaks, for the layout's "breaks" template (a <br> between escaped lines). */
function lineBreaks(s) {
  return String(s ?? "").split(/\r\n|\r|\n/)
}

/**
 * renderHTML renders content with views/mail/layout.html and views/mail/<kind>.html. The lines and detail values
 * reach the templates split at their line breaks (lineParts, valueParts), so a description typed on several lines
 * reads the same in the e-mail.
 */
function renderHTML(content) {
  const views = `${__hooks}/views/mail`
  const view = Object.assign({}, content, {
    lineParts: content.lines.map(lineBreaks),
    details: content.details.map((d) => Object.assign({}, d, { valueParts: lineBreaks(d.value) })),
  })
  return $template.loadFiles(`${views}/layout.html`, `${views}/${content.kind}.html`).render(view)
}

/** renderText is the plain-text alternative of content (line breaks kept as typed). */
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
