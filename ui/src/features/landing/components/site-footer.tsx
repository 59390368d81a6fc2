import { useSyncExternalStore } from "react"
import { landing } from "@/content/landing"
import { site } from "@/content/site"
import { socialLinks } from "@/content/social"
import { BrandMark } from "@/components/brand-mark"
import { Icon } from "./icons"

const noSubscription = () => () => {}

/** The year the page was prerendered, so hydration matches; the browser then shows its own year. */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}

/** SiteFooter: social links, the current year and the copyright. */
export function SiteFooter() {
  const year = useCurrentYear()
  const span = year > site.copyrightYear ? `${site.copyrightYear}–${year}` : String(site.copyrightYear)
  return (
    <footer className="lp-footer">
      <div className="lp-wrap lp-footer__inner">
        <div className="lp-footer__brand">
          <BrandMark />
          <p>
            <strong>{site.name}</strong>
            <span>{landing.footer.tagline}</span>
          </p>
        </div>
        <ul className="lp-footer__social">
          {socialLinks.map((link) => (
            <li key={link.href}>
              <a className="lp-icon-button" href={link.href} aria-label={link.label} rel="me noopener">
                <Icon name={link.icon} />
              </a>
            </li>
          ))}
        </ul>
        <p className="lp-footer__legal">
          © {span} {site.name}. {landing.footer.rights}
        </p>
      </div>
    </footer>
  )
}
