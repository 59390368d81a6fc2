import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { BrandMark } from "@/components/brand-mark"
import { paths } from "../../paths"
import "./book.css"

/** BookFrame is the frame of the booking pages: the brand back to the site, and one card. */
export function BookFrame({ children }: { children: ReactNode }) {
  return (
    <div className="book-page">
      <header className="book-page__header">
        <Link to={paths.home.href()} className="book-page__brand">
          <BrandMark size={28} />
          launchdesk
        </Link>
      </header>
      <main className="book-page__main card">{children}</main>
    </div>
  )
}
