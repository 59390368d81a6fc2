import { expect } from "vitest"
import type { PermCase } from "./perm-case"
import { type ApiRequest, idsWhere, records, type World } from "./perm-world"

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
  ...extraPaymentCases(),
]

/** A second payment: read like the order's payment, written by nobody through the API; its sessions by nobody. */
function extraPaymentCases(): PermCase[] {
  const extra = (w: World) => records("extra_payments", w.threads.extra)
  const refunded = { state: "refunded" }
  return [
    ...(["clientA", "admin"] as const).flatMap((actor): PermCase[] => [
      {
        actor,
        collection: "extra_payments",
        action: "update",
        does: "marks a second payment refunded",
        request: (w) => ({ method: "PATCH", path: extra(w), body: refunded }),
        status: 403,
        unchanged: (w) => [["extra_payments", w.threads.extra]],
      },
      {
        actor,
        collection: "extra_payments",
        action: "batch",
        does: "marks a second payment refunded in a batch",
        request: (w) => batch({ method: "PATCH", url: extra(w), body: refunded }),
        status: 400,
        unchanged: (w) => [["extra_payments", w.threads.extra]],
      },
      {
        actor,
        collection: "extra_payments",
        action: "delete",
        does: "deletes a second payment",
        request: (w) => ({ method: "DELETE", path: extra(w) }),
        status: 403,
        unchanged: (w) => [["extra_payments", w.threads.extra]],
      },
    ]),
    {
      actor: "clientA",
      collection: "extra_payments",
      action: "create",
      does: "records a second payment of its own",
      request: (w) => ({
        method: "POST",
        path: records("extra_payments"),
        body: {
          order: w.threads.a3,
          amount_cents: 1,
          currency: "usd",
          state: "to_refund",
          stripe_session: "cs_forged",
        },
      }),
      status: 403,
      absent: () => ({
        collection: "extra_payments",
        filter: "stripe_session = {:s}",
        params: { s: "cs_forged" },
      }),
    },
    {
      actor: "clientA",
      collection: "extra_payments",
      action: "list",
      does: "lists its second payments",
      request: () => ({ method: "GET", path: records("extra_payments") }),
      status: 200,
      sees: (w) => idsWhere(w, "extra_payments", "order.client = {:c}", { c: w.users.clientA.id }),
    },
    {
      actor: "clientA",
      collection: "extra_payments",
      action: "view",
      does: "views its second payment, without the Stripe ids",
      request: (w) => ({ method: "GET", path: extra(w) }),
      status: 200,
      then: (res) => {
        expect(res.body).toMatchObject({ state: "to_refund", amount_cents: 20000 })
        expect(res.body).not.toHaveProperty("stripe_session")
        expect(res.body).not.toHaveProperty("stripe_payment_intent")
      },
    },
    {
      actor: "clientA",
      collection: "extra_payments",
      action: "list",
      does: "filters its second payments on the hidden payment intent",
      request: () => ({
        method: "GET",
        path: records("extra_payments", undefined, { filter: 'stripe_payment_intent != ""' }),
      }),
      status: 400,
    },
    {
      actor: "clientB",
      collection: "extra_payments",
      action: "list",
      does: "lists A's second payments",
      request: () => ({ method: "GET", path: records("extra_payments") }),
      status: 200,
      sees: async () => [],
    },
    {
      actor: "clientB",
      collection: "extra_payments",
      action: "view",
      does: "views A's second payment with its order expanded",
      request: (w) => ({
        method: "GET",
        path: records("extra_payments", w.threads.extra, { expand: "order" }),
      }),
      status: 404,
    },
    {
      actor: "clientB",
      collection: "orders",
      action: "list",
      does: "filters its orders on their second payments (a back-relation)",
      request: () => ({
        method: "GET",
        path: records("orders", undefined, { filter: 'extra_payments_via_order.state = "to_refund"' }),
      }),
      status: 400,
    },
    {
      actor: "anonymous",
      collection: "extra_payments",
      action: "list",
      does: "lists second payments",
      request: () => ({ method: "GET", path: records("extra_payments") }),
      status: 200,
      sees: async () => [],
    },
    {
      actor: "admin",
      collection: "extra_payments",
      action: "view",
      does: "views a client's second payment",
      request: (w) => ({ method: "GET", path: extra(w) }),
      status: 200,
    },
    ...(["clientA", "admin", "anonymous"] as const).map((actor): PermCase => ({
      actor,
      collection: "checkout_sessions",
      action: "list",
      does: "lists the Checkout Sessions kept for payments",
      request: () => ({ method: "GET", path: records("checkout_sessions") }),
      status: 403,
    })),
    {
      actor: "clientA",
      collection: "checkout_sessions",
      action: "batch",
      does: "adds a Checkout Session to its payment in a batch",
      request: (w) =>
        batch({
          method: "POST",
          url: records("checkout_sessions"),
          body: { payment: w.threads.payment, session_id: "cs_forged_batch" },
        }),
      status: 400,
      absent: () => ({
        collection: "checkout_sessions",
        filter: "session_id = {:s}",
        params: { s: "cs_forged_batch" },
      }),
    },
  ]
}
