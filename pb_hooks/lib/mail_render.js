/// <reference path="../../pb_data/types.d.ts" />
// Lays out an e-mail content object (lib/order_mails.js) as HTML, with one layout and one body template per kind
// under views/mail/ (Go html/template through $template: every value is escaped by construction), and as the
// plain-text alternative (the same words, links spelled out).

/** renderHTML renders content with views/mail/layout.html and views/mail/<kind>.html. */
function renderHTML(content) {
  const views = `${__hooks}/views/mail`
  return $template.loadFiles(`${views}/layout.html`, `${views}/${content.kind}.html`).render(content)
}

/** renderText is the plain-text alternative of content. */
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
