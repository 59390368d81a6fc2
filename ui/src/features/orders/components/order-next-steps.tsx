import { CheckIcon } from "@/components/icons"
import { offer } from "@/content/offer"
import "./order-next-steps.css"

interface OrderNextStepsProps {
  /** The order was submitted just now: the page opens with the confirmation. */
  justSubmitted: boolean
  /** The consultation call's calendar opened in a new tab with the submission. */
  calendarOpened?: boolean
  /** Where the order's conversation is on the page (an anchor). */
  conversationHref: string
}

/** OrderNextSteps tells the client of an order waiting for approval what the studio does next, and when. */
export function OrderNextSteps({ justSubmitted, calendarOpened, conversationHref }: OrderNextStepsProps) {
  return (
    <section className="card next-steps" aria-labelledby="next-steps-title">
      {justSubmitted ? (
        <div className="next-steps__done" role="status">
          <span className="next-steps__icon" aria-hidden="true">
            <CheckIcon width={22} height={22} />
          </span>
          <div>
            <h2 className="next-steps__headline">Order Submitted Successfully!</h2>
            <p>Thank you for your order submission. We&apos;ll review it and get back to you soon.</p>
            {calendarOpened ? <p>The calendar to book your consultation call opened in a new tab.</p> : null}
          </div>
        </div>
      ) : null}
      <h2 id="next-steps-title">What happens next</h2>
      <ol className="next-steps__list">
        <li>
          <strong>We review your order within {offer.replyHours} hours.</strong> If anything is unclear, we
          ask you in the conversation on this page.
        </li>
        <li>
          <strong>Once we approve it</strong>, you get an e-mail and a notification, and this page shows your
          launch steps, starting with a short intake: your logo, products and store access.
        </li>
        <li>
          <strong>Your store goes live within {offer.turnaroundDays} days</strong> of your intake being
          complete.
        </li>
      </ol>
      <p className="next-steps__ask">
        A question or a file to share now? <a href={conversationHref}>Write to us in the conversation</a>.
      </p>
    </section>
  )
}
