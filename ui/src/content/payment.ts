// How to pay when card payments (Stripe) are off, and the studio's details on receipts. The business details are
// written once, in pb_hooks/lib/business.json: the receipt e-mail reads the same file.
import business from "../../../pb_hooks/lib/business.json"

export { business }

/** The bank transfer instructions shown on an order whose payment is due while Stripe is off. */
export const bankTransfer = {
  heading: "Pay by bank transfer",
  lines: [
    "Send the amount due to the account below, quoting the reference listed with it.",
    "We mark the order paid once the transfer arrives (usually 1 to 2 business days) and e-mail you a receipt.",
  ],
  details: [
    { label: "Account name", value: business.name },
    { label: "IBAN", value: "US00 0000 0000 0000 0000 00" },
    { label: "BIC / SWIFT", value: "LAUNUS00" },
  ],
}
