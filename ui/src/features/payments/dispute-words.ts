// How the studio's screens name a dispute's Stripe codes.

/** disputeReason is Stripe's reason code in words: "product_not_received" → "Product not received". */
export function disputeReason(code: string): string {
  const words = (code || "general").replaceAll("_", " ")
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const STATUSES: Record<string, string> = {
  warning_needs_response: "Inquiry: answer before it becomes a dispute",
  needs_response: "Needs the studio's answer",
  warning_under_review: "Inquiry under review",
  under_review: "Evidence sent: under review",
  warning_closed: "Inquiry closed",
  won: "Won: the payment stays",
  lost: "Lost: the bank gave the payment back",
}

/** disputeStatus is Stripe's status in words. */
export const disputeStatus = (status: string) => STATUSES[status] ?? disputeReason(status)
