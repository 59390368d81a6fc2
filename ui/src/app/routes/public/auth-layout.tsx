import { PRICE_LABEL } from "@/content/price"
import { PROMISE_HEADLINE, PROMISE_WORDS } from "@/content/promise"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { BrandMark } from "@/components/brand-mark"
import { CheckIcon } from "@/components/icon"
import { paths } from "../../paths"
import "./auth.css"

const promises = [
  `Flat ${PRICE_LABEL}, no surprises`,
  `Your store live in ${PROMISE_WORDS.days}`,
  "Follow every step right here",
]

/** AuthLayout is the frame of every /auth screen: the dark pitch panel and one card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-page">
      <aside className="auth-page__pitch">
        <Link to={paths.home.href()} className="auth-page__brand">
          <BrandMark size={30} onDark />
          launchdesk
        </Link>
        <p className="auth-page__headline">{`${PROMISE_HEADLINE.text} ${PROMISE_HEADLINE.mark}`}</p>
        <ul className="auth-page__promises">
          {promises.map((p) => (
            <li key={p}>
              <CheckIcon width={18} height={18} />
              {p}
            </li>
          ))}
        </ul>
      </aside>
      <main className="auth-page__main">
        <div className="auth-page__card card">{children}</div>
        <Link to={paths.home.href()} className="auth-page__back">
          Back to the website
        </Link>
      </main>
    </div>
  )
}
