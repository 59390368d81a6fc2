import { useSearchParams } from "react-router-dom"
import { CalendarIcon, CheckIcon, ClockIcon } from "@/components/icons"
import { PageHeader } from "@/components/page-header"
import { booking } from "@/content/booking"
import { bookingUrl } from "@/lib/booking-url"
import { ConsultationBooking } from "./consultation-booking"

const topics = [
  { title: "Brand vision and audience", text: "Who you sell to and how your store should feel." },
  { title: "Scope and features", text: "Pages, products, payments and the apps you need." },
  {
    title: "Timeline and milestones",
    text: "What happens on day one and day two, and what we need from you.",
  },
  {
    title: "Technical requirements and integrations",
    text: "Domains, Shopify access, shipping and analytics.",
  },
  { title: "Next steps", text: "A clear plan to launch, agreed before we hang up." },
]

/**
 * /portal/book-call: the consultation's topics, and its booking: on this page (the native setting; `?order=` links
 * the call to the order it was asked for with), or the external calendar in a new tab (the external setting).
 */
export default function BookCallPage() {
  const [query] = useSearchParams()
  const native = booking.mode === "native"
  return (
    <>
      <PageHeader
        title="Book a Call"
        subtitle={`A ${booking.consultationMinutes}-minute consultation with the person who will build your store.`}
      />
      <div className={native ? "book-call book-call--native" : "book-call"}>
        <section className="card book-call__topics" aria-labelledby="book-call-topics">
          <h2 id="book-call-topics">What we will cover</h2>
          <ul>
            {topics.map((t) => (
              <li key={t.title}>
                <CheckIcon width={18} height={18} />
                <div>
                  <p className="book-call__topic">{t.title}</p>
                  <p className="book-call__text">{t.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        {native ? (
          <section className="card book-call__times" aria-labelledby="book-call-cta">
            <p className="book-call__length book-call__length--plain">
              <ClockIcon width={18} height={18} /> {booking.consultationMinutes} minutes · video call
            </p>
            <h2 id="book-call-cta">Pick a time that suits you</h2>
            <ConsultationBooking order={query.get("order") ?? ""} />
          </section>
        ) : (
          <ExternalCalendar />
        )}
      </div>
    </>
  )
}

/** ExternalCalendar is the external setting's button: the scheduling page in a new tab, with `fbc` when known. */
function ExternalCalendar() {
  // Read at render: the fbc click id may have been stored since the portal loaded.
  const href = bookingUrl(booking.consultationUrl)
  return (
    <section className="card book-call__cta" aria-labelledby="book-call-cta">
      <p className="book-call__length">
        <ClockIcon width={18} height={18} /> {booking.consultationMinutes} minutes · video call
      </p>
      <h2 id="book-call-cta">Pick a time that suits you</h2>
      <p>The calendar opens in a new tab. You will get a confirmation e-mail with the meeting link.</p>
      <a className="button button--accent" href={href} target="_blank" rel="noopener noreferrer">
        <CalendarIcon width={18} height={18} />
        Schedule your call
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  )
}
