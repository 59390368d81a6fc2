import { landing } from "@/content/landing"
import { site } from "@/content/site"
import { socialLinks } from "@/content/social"
import { BrandMark } from "@/components/brand-mark"
import { Copyright } from "./copyright"
import { Icon } from "./icons"

/** SiteFooter: social links, the current year and the copyright. */
export function SiteFooter() {
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
        <Copyright className="lp-footer__legal" />
      </div>
    </footer>
  )
}
