import type { MouseEvent, ReactNode } from "react"
import { useBookingHref } from "../hooks/use-booking-href"
import { scrollToSection } from "../hooks/scroll-to-section"

interface LinkProps {
  className?: string
  children: ReactNode
  /** Runs after the default action, e.g. to close the drawer the link sits in. */
  onNavigate?: () => void
}

/**
 * BookingLink goes to the booking page: the site's own (a path: same tab), or an external scheduling page in a new tab
 * with the visitor's `fbc` appended when known.
 */
export function BookingLink({ href, className, children, onNavigate }: LinkProps & { href: string }) {
  if (href.startsWith("/")) {
    return (
      <a className={className} href={href} onClick={onNavigate}>
        {children}
      </a>
    )
  }
  return (
    <ExternalBookingLink href={href} className={className} onNavigate={onNavigate}>
      {children}
    </ExternalBookingLink>
  )
}

function ExternalBookingLink({ href, className, children, onNavigate }: LinkProps & { href: string }) {
  const url = useBookingHref(href)
  return (
    <a className={className} href={url} target="_blank" rel="noopener" onClick={onNavigate}>
      {children}
      <span className="lp-sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/** SectionLink is a plain in-page anchor that, with JavaScript, scrolls smoothly with the header offset. */
export function SectionLink({ target, className, children, onNavigate }: LinkProps & { target: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onNavigate?.()
    scrollToSection(target)
  }
  return (
    <a className={className} href={`#${target}`} onClick={onClick}>
      {children}
    </a>
  )
}
