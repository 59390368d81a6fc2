/// <reference path="../../pb_data/types.d.ts" />
// What the client is told when an order waits on it (lib/client_turns.js): one notification per turn, whose
// e-mail copy is the studio's notification e-mail (lib/notification_mails.js). Links in a message are shown as
// links in the portal.

/** intakeTurn: the brand intake is open; open is the names of the items still to send. */
function intakeTurn(title, open) {
  return {
    title: "Your brand intake is open: " + title,
    message:
      "Send the rest of your brand intake on your order page: the 2-day launch clock starts as soon as it is " +
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

/** previewTurn: the store's preview is ready for the client's review. */
function previewTurn(title) {
  return {
    title: "Your store preview is ready: " + title,
    message:
      "Open your order page for the preview's link and password, then approve the store for launch or " +
      "request changes.",
  }
}

module.exports = { intakeTurn, accessTurn, previewTurn }
