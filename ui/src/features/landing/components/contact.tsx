import { booking } from "@/content/booking"
import { landing } from "@/content/landing"
import { site } from "@/content/site"
import { Icon } from "./icons"
import { BookingLink } from "./links"
import { SectionHeading } from "./section-heading"

/** Contact (#contact-section): the last call to book. */
export function Contact() {
  const { contact } = landing
  return (
    <section id="contact-section" className="lp-section lp-dark lp-contact" aria-labelledby="contact-title">
      <div className="lp-wrap lp-contact__inner">
        <SectionHeading
          id="contact-title"
          copy={{ ...contact, lead: contact.text }}
          className="lp-contact__title"
        />
        <BookingLink className="lp-btn lp-btn--accent lp-btn--lg" href={booking.introCallUrl}>
          <Icon name="calendar" />
          {contact.cta}
        </BookingLink>
        <p className="lp-contact__mail">
          Prefer e-mail? <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
      </div>
    </section>
  )
}
