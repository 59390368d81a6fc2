import { CalendarIcon, CheckIcon, ClockIcon } from "@/components/icons"
import { PageHeader } from "@/components/page-header"
import { booking } from "@/content/booking"
import { bookingUrl } from "@/lib/booking-url"

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

export default function BookCallPage() {
  // Read at render: the fbc click id may have been stored since the portal loaded.
  const href = bookingUrl(booking.consultationUrl)
  return (
    <>
      <PageHeader
        title="Book a Call"
        subtitle={`A ${booking.consultationMinutes}-minute consultation with the person who will build your store.`}
      />
      <div className="book-call">
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
      </div>
    </>
  )
}
