import { Link, useParams, useSearchParams } from "react-router-dom"
import { Alert } from "@/components/alert"
import { Spinner } from "@/components/spinner"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { site } from "@/content/site"
import { useSession } from "@/features/auth/session-store"
import { MessageThread } from "@/features/messages/components/message-thread"
import { OrderNextSteps } from "@/features/orders/components/order-next-steps"
import { formatBudget } from "@/features/orders/format-budget"
import { PortalOrderHistory } from "@/features/orders/components/portal-order-history"
import { useLiveOrders } from "@/features/orders/live-orders-store"
import { statusExplanation } from "@/features/orders/status"
import { ORDER_MESSAGES, usePortalOrder } from "@/features/orders/use-portal-order"
import { formatDate } from "@/lib/format-date"
import { paths } from "../../paths"
import { OrderPayment } from "./order-payment"
import "./order-detail.css"
import { OrderCardView, OrderHead, OrderStatus } from "./order-card-view"
import { Wrappable } from "@/components/wrappable"
import { CollaboratorCodeForm } from "@/features/launch/components/collaborator-code-form"
import { LaunchTimeline } from "@/features/launch/components/launch-timeline"
import { LaunchTurn } from "@/features/launch/components/launch-turn"
import { useLaunch } from "@/features/launch/use-launch"
import { OrderSecondPayments } from "@/features/payments/components/second-payments"
import { usePayment } from "@/features/payments/use-payment"
import { ReviewCard } from "@/features/review/components/review-card"
import { TestimonialCard } from "@/features/testimonials/components/testimonial-card"

const back = (
  <Link to={paths.portal.orders.href()} className="order-detail__back">
    ← My Orders
  </Link>
)

const external = (url: string) => (
  <a href={url} target="_blank" rel="noopener noreferrer">
    <Wrappable text={url.replace(/^https?:\/\//, "")} />
  </a>
)

export default function PortalOrderDetailPage() {
  const { id = "" } = useParams()
  const user = useSession((s) => s.user)
  const revision = useLiveOrders((s) => s.revision)
  const state = usePortalOrder(id, user?.id ?? "", revision)
  const paid = usePayment(id, revision).state
  const launch = useLaunch(id, revision)
  const returned = useSearchParams()[0].get("payment") // back from Stripe Checkout: "return" or "cancelled"
  useDocumentTitle(
    state.kind === "ready" || state.kind === "card"
      ? state.order.title
      : state.kind === "loading"
        ? "Order"
        : "Order Not Available",
  )

  if (state.kind === "loading") return <Spinner label="Loading order" />
  if (state.kind === "card") {
    const payment = paid.kind === "ready" ? paid.payment : null
    return <OrderCardView back={back} order={state.order} payment={payment} returned={returned} />
  }
  if (state.kind !== "ready") {
    return (
      <div className="order-detail__problem">
        {back}
        <Alert>{ORDER_MESSAGES[state.kind]}</Alert>
      </div>
    )
  }

  const { order, history } = state
  const explanation = statusExplanation(order.status)
  // The studio's reason, while the order stays where a move back (or a cancellation, a reopening) put it.
  const last = history?.at(-1)
  const movedBack = last && last.to === order.status && last.note ? last.note : ""
  const reasonLabel =
    order.status === "cancelled"
      ? "The studio cancelled it"
      : order.status === "in_progress" || last?.from === "cancelled"
        ? "The studio reopened it"
        : "The studio moved it back"
  // nothing is due for a cancelled order: its unpaid payment is not shown (a paid one stays, with its receipt)
  const payment =
    paid.kind === "ready" && !(order.status === "cancelled" && paid.payment?.state === "due")
      ? paid.payment
      : null
  return (
    <article className="order-detail">
      {back}
      <OrderHead order={order} />
      <OrderStatus status={order.status}>
        <p>{explanation}</p>
        {order.status === "in_progress" && launch.state.kind === "ready" ? (
          <LaunchTurn launch={launch.state.view.launch} audience="client" />
        ) : null}
        {movedBack ? (
          <p className="order-detail__reason">
            {reasonLabel}: {movedBack}
          </p>
        ) : null}
      </OrderStatus>
      {/* A new order's next steps; an order moved back has its reason above and its launch on hold below. */}
      {order.status === "pending_approval" && !movedBack ? (
        <OrderNextSteps conversationHref={`#thread-${order.id}`} />
      ) : null}
      <div className="order-detail__grid">
        <div className="order-detail__main">
          {order.status === "completed" ? <TestimonialCard orderId={order.id} /> : null}
          {/* a stopped launch shows no steps: a cancelled order's payment (paid, refunded) stands on its own */}
          {order.status === "cancelled" && payment ? (
            <OrderPayment orderId={order.id} payment={payment} returned={returned} />
          ) : null}
          <ReviewCard orderId={order.id} />
          <OrderSecondPayments orderId={order.id} revision={revision} />
          {order.status === "pending_approval" && order.on_shopify ? (
            <section className="card">
              <h2>Your Shopify store</h2>
              <p>
                The studio needs your store&apos;s collaborator code to ask for access to it. Give it now or
                after approval; a code you send again replaces the one the studio has.
              </p>
              <CollaboratorCodeForm orderId={order.id} />
            </section>
          ) : null}
          <LaunchTimeline
            launch={launch}
            held={order.status === "cancelled" ? "cancelled" : order.status === "pending_approval"}
            payment={
              payment
                ? {
                    done: ["paid", "waived"].includes(payment.state),
                    body: <OrderPayment orderId={order.id} payment={payment} returned={returned} embedded />,
                  }
                : undefined
            }
          />
          <section className="card">
            <h2>Description</h2>
            <p className="order-detail__description">{order.description}</p>
          </section>
          <section className="card">
            <h2>Project details</h2>
            <dl className="order-detail__facts">
              <dt>Company name</dt>
              <dd>{order.company_name}</dd>
              <dt>Current website</dt>
              <dd>{order.current_website ? external(order.current_website) : "—"}</dd>
              <dt>Reference website</dt>
              <dd>{order.reference_website ? external(order.reference_website) : "—"}</dd>
              {order.collaborator_code ? (
                <>
                  <dt>Shopify collaborator code</dt>
                  <dd>{order.collaborator_code}</dd>
                </>
              ) : null}
              <dt>Budget</dt>
              <dd>{formatBudget(order.budget)}</dd>
              <dt>Timeline</dt>
              <dd>{order.timeline || "—"}</dd>
              <dt>Store on Shopify</dt>
              <dd>{order.on_shopify ? "Yes" : "No"}</dd>
              <dt>Intro call</dt>
              <dd>{order.book_call ? "You asked to book a call" : "No call asked for"}</dd>
            </dl>
          </section>
          <MessageThread orderId={order.id} viewer={{ id: user?.id ?? "", isAdmin: false }} />
          {history ? (
            <section className="card">
              <h2>Status history</h2>
              <PortalOrderHistory events={history} />
            </section>
          ) : null}
        </div>
        <div className="order-detail__side">
          <section className="card">
            <h2>Contact</h2>
            <dl className="order-detail__facts">
              <dt>Email</dt>
              <dd>
                <Wrappable text={order.expand?.client?.email ?? user?.email ?? ""} />
              </dd>
              <dt>Phone</dt>
              <dd>{order.phone_number || "—"}</dd>
            </dl>
            <p className="order-detail__help">
              Questions about this order? Write to us under Messages, or at{" "}
              <a href={`mailto:${site.email}`}>
                <Wrappable text={site.email} />
              </a>
              .
            </p>
          </section>
          <section className="card">
            <h2>Order info</h2>
            <dl className="order-detail__facts">
              <dt>Created</dt>
              <dd>{formatDate(order.created)}</dd>
              <dt>Order ID</dt>
              <dd>
                <code>{order.id}</code>
              </dd>
            </dl>
          </section>
        </div>
      </div>
    </article>
  )
}
