// How to pay when card payments (Stripe) are off. The account itself is the studio's setting (BANK_*, read through
// GET /api/launchdesk/payments/options), never written here: without it no client is shown bank details.

/** The bank transfer instructions shown on an order whose payment is due while Stripe is off. */
export const bankTransfer = {
  heading: "Pay by bank transfer",
  lines: [
    "Send the amount due to the account below, quoting the reference listed with it.",
    "We mark the order paid once the transfer arrives (usually 1 to 2 business days) and e-mail you a receipt.",
  ],
  /** What the client reads while the studio has not set its bank details. */
  noAccount:
    "The studio will send you its bank details for the transfer: ask in the conversation below if they have not arrived.",
}
