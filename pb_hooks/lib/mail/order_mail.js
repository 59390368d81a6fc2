/// <reference path="../../../pb_data/types.d.ts" />
// Where the e-mails about an order lead, by the side that reads them: a client to the order's page in the portal and
// home to the portal, the studio to the order's page in the admin area and home to it. The home links' labels are
// here; each e-mail's button label and other words stay in its own file.

const { mailContent } = require(`${__hooks}/lib/mail/content.js`)

/**
 * @typedef {"client" | "studio"} Side
 * SIDES are each side's pages: an order's (its id follows), home, and the label of the link home.
 */
const SIDES = {
  client: { order: "/portal/orders/", home: "/portal", homeLabel: "Open your client portal" },
  studio: { order: "/admin/orders/", home: "/admin", homeLabel: "Open the admin area" },
}

/**
 * orderURL is the page of order that side reads.
 * @param {import("./content.js").Brand} brand
 * @param {{ id: string }} order
 * @param {Side} side
 */
function orderURL(brand, order, side) {
  return brand.appURL + SIDES[side].order + order.id
}

/**
 * homeLink is an e-mail's second link for side: home to the client portal or the admin area.
 * @param {import("./content.js").Brand} brand
 * @param {Side} side
 */
function homeLink(brand, side) {
  return { linkLabel: SIDES[side].homeLabel, linkURL: brand.appURL + SIDES[side].home }
}

/**
 * orderMail is the content of an e-mail about order to side: its button leads to the order's page and its second
 * link home, unless fields say otherwise.
 * @param {import("./content.js").Brand} brand
 * @param {{ id: string }} order
 * @param {Side} side
 * @param {Record<string, any>} fields
 */
function orderMail(brand, order, side, fields) {
  return mailContent(
    brand,
    Object.assign({ buttonURL: orderURL(brand, order, side) }, homeLink(brand, side), fields),
  )
}

module.exports = { orderURL, homeLink, orderMail }
