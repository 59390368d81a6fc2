import { Link } from "react-router-dom"
import { offer } from "@/content/offer"
import "./order-next-steps.css"

interface OrderNextStepsProps {
  /** Where the order's conversation is: an anchor on its own page, or its page from elsewhere. */
  conversationHref: string
  /** Set away from the order's page (the dashboard, right after submitting): which order this is about. */
  order?: { title: string; href: string }
}

/** OrderNextSteps tells the client of an order waiting for approval what the studio does next, and when. */
export function OrderNextSteps({ conversationHref, order }: OrderNextStepsProps) {
  const page = order ? "its page" : "this page"
  return (
    <section className="card next-steps" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">What happens next</h2>
      {order ? (
        <p className="next-steps__lead">
          Your order <Link to={order.href}>{order.title}</Link> is waiting for approval.
        </p>
      ) : null}
      <ol className="next-steps__list">
        <li>
          <strong>We review your order within {offer.replyHours} hours.</strong> If anything is unclear, we
          ask you in the conversation on {page}.
        </li>
        <li>
          <strong>Once we approve it</strong>, you get an e-mail and a notification, and {page} shows your
          launch steps, starting with a short intake: your logo, products and store access.
        </li>
        <li>
          <strong>Your store goes live within {offer.turnaround}</strong> of your intake being complete.
        </li>
      </ol>
      <p className="next-steps__ask">
        A question or a file to share now?{" "}
        {order ? (
          <Link to={conversationHref}>Write to us in the conversation</Link>
        ) : (
          <a href={conversationHref}>Write to us in the conversation</a>
        )}
        .
      </p>
    </section>
  )
}
