import { Link } from "react-router-dom"
import { formatNumber } from "@/lib/format-number"
import "./list-pager.css"

export interface ListPagerProps {
  /** Accessible name of the navigation, e.g. "My orders pages". */
  label: string
  page: number
  totalPages: number
  total: number
  perPage: number
  /** Plural noun for the summary ("orders"). */
  noun: string
  /** The link of another page; the URL owns the page number. */
  hrefFor: (page: number) => string
}

/** ListPager: "Showing 51–75 of 75 orders" with Previous / Next links; hidden when everything fits on one page. */
export function ListPager({ label, page, totalPages, total, perPage, noun, hrefFor }: ListPagerProps) {
  if (totalPages <= 1 && page <= 1) return null
  const from = Math.min((page - 1) * perPage + 1, total)
  const to = Math.min(page * perPage, total)
  return (
    <nav className="list-pager" aria-label={label}>
      <p className="list-pager__summary">
        Showing {from}–{to} of {formatNumber(total)} {noun}
      </p>
      <div className="list-pager__links">
        {page > 1 ? (
          <Link className="button button--secondary button--small" to={hrefFor(page - 1)} rel="prev">
            Previous
          </Link>
        ) : null}
        <span className="list-pager__page" aria-current="page">
          Page {page} of {Math.max(totalPages, 1)}
        </span>
        {page < totalPages ? (
          <Link className="button button--secondary button--small" to={hrefFor(page + 1)} rel="next">
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
