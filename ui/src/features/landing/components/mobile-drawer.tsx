import { useEffect, useRef, useState } from "react"
import { booking } from "@/content/booking"
import { landing } from "@/content/landing"
import { site } from "@/content/site"
import { Copyright } from "./copyright"
import { Icon } from "./icons"
import { BookingLink, SectionLink } from "./links"

/**
 * MobileDrawer: under 768 px the header's actions move into a bottom sheet, with starting an order as in the hero. A
 * modal <dialog> gives focus trapping, Escape and an inert page for free; booking and pricing close it as they act.
 */
export function MobileDrawer({ portalHref, orderHref }: { portalHref: string; orderHref: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const { nav } = landing

  useEffect(() => {
    const dialog = dialogRef.current
    const onClose = () => setOpen(false)
    dialog?.addEventListener("close", onClose)
    return () => dialog?.removeEventListener("close", onClose)
  }, [])

  const show = () => {
    dialogRef.current?.showModal()
    setOpen(true)
  }
  const close = () => {
    dialogRef.current?.close()
    setOpen(false)
  }

  return (
    <>
      <button
        type="button"
        className="lp-menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="lp-drawer"
        onClick={show}
      >
        <Icon name="menu" />
        {nav.menu}
      </button>
      <dialog
        id="lp-drawer"
        ref={dialogRef}
        className="lp-drawer"
        aria-label={nav.menu}
        onClick={(event) => {
          if (event.target === dialogRef.current) close() // a click on the backdrop
        }}
      >
        <div className="lp-drawer__sheet">
          <div className="lp-drawer__top">
            <span className="lp-drawer__title">{site.name}</span>
            <button type="button" className="lp-icon-button" onClick={close} aria-label={nav.close}>
              <Icon name="close" />
            </button>
          </div>
          <nav className="lp-drawer__nav" aria-label="Mobile">
            <a className="lp-btn lp-btn--accent lp-btn--block" href={orderHref}>
              {landing.hero.order}
            </a>
            <a className="lp-btn lp-btn--ghost lp-btn--block" href={portalHref}>
              {nav.portal}
            </a>
            <SectionLink
              className="lp-btn lp-btn--ghost lp-btn--block"
              target="services-section"
              onNavigate={close}
            >
              {nav.pricing}
            </SectionLink>
            <BookingLink
              className="lp-btn lp-btn--dark lp-btn--block"
              href={booking.introCallUrl}
              onNavigate={close}
            >
              {nav.book}
            </BookingLink>
          </nav>
          <Copyright className="lp-drawer__legal" />
        </div>
      </dialog>
    </>
  )
}
