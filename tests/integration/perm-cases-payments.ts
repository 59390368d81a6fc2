import { expect } from "vitest"
import type { PermCase } from "./perm-case"
import { type ApiRequest, records, type World } from "./perm-world"

// Payments beyond the REST rows of perm-cases-threads.ts: no client or admin writes a payment field through the
// batch API (nor the amount refunded, which only Stripe's webhook and the studio's refund route set, through REST), learns a hidden Stripe id through a filter, or reads another client's payment through expand or a
// back-relation. (The studio changes a payment through its routes only: payments-studio.test.ts.)

const batch = (
  ...requests: { method: string; url: string; body?: Record<string, unknown> }[]
): ApiRequest => ({
  method: "POST",
  path: "/api/batch",
  body: { requests },
})

const paid = { state: "paid", receipt_no: 99, method: "cash", reference: "forged" }

/** After a refused write of refunded_cents: the payment has the field, and nothing is recorded as refunded. */
const stillNothingRefunded = async (_res: unknown, w: World) => {
  expect((await w.su.collection("payments").getOne(w.threads.payment)).refunded_cents).toBe(0)
}

/** Writing the amount refunded so far, by REST (403: no write rule) and in a batch (400: its request refused). */
const refundedCentsCases = (["clientA", "admin"] as const).flatMap((actor): PermCase[] => [
  {
    actor,
    collection: "payments",
    action: "update",
    does: "sets the amount refunded of a payment",
    request: (w) => ({
      method: "PATCH",
      path: records("payments", w.threads.payment),
      body: { refunded_cents: 20000 },
    }),
    status: 403,
    unchanged: (w) => [["payments", w.threads.payment]],
    then: stillNothingRefunded,
  },
  {
    actor,
    collection: "payments",
    action: "batch",
    does: "sets the amount refunded of a payment in a batch",
    request: (w) =>
      batch({
        method: "PATCH",
        url: records("payments", w.threads.payment),
        body: { refunded_cents: 20000 },
      }),
    status: 400,
    unchanged: (w) => [["payments", w.threads.payment]],
    then: stillNothingRefunded,
  },
])

export const paymentCases: PermCase[] = [
  ...refundedCentsCases,
  ...(["clientA", "admin"] as const).map((actor): PermCase => ({
    actor,
    collection: "payments",
    action: "batch",
    does: "marks a payment paid in a batch",
    request: (w) => batch({ method: "PATCH", url: records("payments", w.threads.payment), body: paid }),
    status: 400,
    unchanged: (w) => [["payments", w.threads.payment]],
  })),
  {
    actor: "clientA",
    collection: "payments",
    action: "batch",
    does: "creates a paid payment for its pending order in a batch",
    request: (w) =>
      batch({
        method: "POST",
        url: records("payments"),
        body: { ...paid, order: w.orders.a1, amount_cents: 1, currency: "usd" },
      }),
    status: 400,
    absent: (w) => ({ collection: "payments", filter: "order = {:o}", params: { o: w.orders.a1 } }),
  },
  {
    actor: "clientA",
    collection: "payments",
    action: "list",
    does: "filters its payment on the hidden Stripe session id",
    request: () => ({
      method: "GET",
      path: records("payments", undefined, { filter: 'stripe_session != ""' }),
    }),
    status: 400,
  },
  {
    actor: "clientB",
    collection: "orders",
    action: "list",
    does: "filters its orders on their payments (a back-relation)",
    request: () => ({
      method: "GET",
      path: records("orders", undefined, { filter: 'payments_via_order.state = "due"' }),
    }),
    status: 400,
  },
  {
    actor: "clientB",
    collection: "payments",
    action: "view",
    does: "expands A's order through A's payment",
    request: (w) => ({ method: "GET", path: records("payments", w.threads.payment, { expand: "order" }) }),
    status: 404,
  },
  {
    actor: "clientA",
    collection: "payments",
    action: "view",
    does: "views its payment with its order expanded, without the Stripe ids",
    request: (w) => ({ method: "GET", path: records("payments", w.threads.payment, { expand: "order" }) }),
    status: 200,
    then: (res, w) => {
      expect(res.body.expand.order.id).toBe(w.threads.a3)
      expect(res.body.refunded_cents).toBe(0)
      expect(res.body).not.toHaveProperty("stripe_session")
      expect(res.body).not.toHaveProperty("stripe_payment_intent")
      expect(res.body).not.toHaveProperty("checkout_url")
    },
  },
]
