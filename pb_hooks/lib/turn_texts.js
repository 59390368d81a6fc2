/// <reference path="../../pb_data/types.d.ts" />
// What the client is told when an order waits on it (lib/client_turns.js): one notification per turn, whose
// e-mail copy is the studio's notification e-mail (lib/notification_mails.js). Links in a message are shown as
// links in the portal.

const { PROMISE } = require(`${__hooks}/lib/promise_words.js`)

/** intakeTurn: the brand intake is open; open is the names of the items still to send. */
function intakeTurn(title, open) {
  return {
    title: "Your brand intake is open: " + title,
    message:
      `Send the rest of your brand intake on your order page: the ${PROMISE.dayAdjective} launch clock starts as soon as it is ` +
      "complete.\nStill to send: " +
      open.join(", ") +
      ".",
  }
}

/** accessTurn: the studio sent a collaborator request to domain (a myshopify address); the link leads. */
function accessTurn(title, domain) {
  return {
    title: "Approve us in Shopify: " + title,
    message:
      "Open https://" +
      domain +
      "/admin/settings/account and accept our collaborator request (Settings, then Users).\n" +
      "Then select \u201cI approved the request\u201d on your order page.",
  }
}

/** codeTurn: the store is on Shopify and the studio needs the collaborator code to ask for access. */
function codeTurn(title) {
  return {
    title: "Share your Shopify collaborator code: " + title,
    message:
      "You told us your store is on Shopify. To build it there, we need your collaborator request code: in your " +
      "Shopify admin open Settings, then Users, and copy the code under Collaborators. Then enter it on your " +
      `order page. The ${PROMISE.dayAdjective} launch clock starts once the store access is complete.`,
  }
}

/** previewTurn: the store's preview is ready for the client's review. */
function previewTurn(title) {
  return {
    title: "Your store preview is ready: " + title,
    message:
      "Open your order page for the preview's link and password, then approve the store for launch or " +
      "request changes.",
  }
}

module.exports = { intakeTurn, accessTurn, codeTurn, previewTurn }
