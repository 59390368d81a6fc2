import { booking } from "@/content/booking"
import { landing } from "@/content/landing"
import { site } from "@/content/site"
import { BrandMark } from "@/components/brand-mark"
import { BookingLink, SectionLink } from "./links"
import { MobileDrawer } from "./mobile-drawer"

/** SiteHeader: brand and the three actions inline from 768 px, a bottom drawer below it. */
export function SiteHeader({ portalHref, orderHref }: { portalHref: string; orderHref: string }) {
  const { nav } = landing
  return (
    <header className="lp-header">
      <div className="lp-header__inner lp-wrap">
        <a className="lp-brand" href="#top" aria-label={`${site.name}, back to top`}>
          <BrandMark />
          <span aria-hidden="true">{site.name}</span>
        </a>
        <nav className="lp-header__nav" aria-label="Main">
          <a className="lp-header__link" href={portalHref}>
            {nav.portal}
          </a>
          <SectionLink className="lp-btn lp-btn--ghost lp-btn--sm" target="services-section">
            {nav.pricing}
          </SectionLink>
          <BookingLink className="lp-btn lp-btn--dark lp-btn--sm" href={booking.introCallUrl}>
            {nav.book}
          </BookingLink>
        </nav>
        <MobileDrawer portalHref={portalHref} orderHref={orderHref} />
      </div>
    </header>
  )
}
