import { formatNumber } from "@/lib/format-number"
import type { ServerTable } from "./data-table-features"

/** TablePager: "Showing 21–40 of 75 orders" and first / previous / next / last page buttons. */
export function TablePager<TData extends object>({
  table,
  noun,
  caption,
}: {
  table: ServerTable<TData>
  noun: string
  caption: string
}) {
  const { pageIndex, pageSize } = table.state.pagination
  const total = table.getRowCount()
  const pages = Math.max(table.getPageCount(), 1)
  const from = pageIndex * pageSize + 1
  const to = Math.min((pageIndex + 1) * pageSize, total)
  // "1 order", "75 orders": the plural nouns these tables use all end in a plain "s".
  const countNoun = total === 1 ? noun.replace(/s$/, "") : noun
  const canBack = pageIndex > 0
  const canForward = pageIndex + 1 < pages
  // An empty list says so itself; a pager with nothing to page would only add noise.
  if (total === 0) return null

  return (
    <nav className="table-pager" aria-label={`${caption} pages`}>
      <p className="table-pager__summary" aria-live="polite">
        {pageIndex * pageSize >= total
          ? `${formatNumber(total)} ${countNoun} in all`
          : `Showing ${from}–${to} of ${formatNumber(total)} ${countNoun}`}
      </p>
      <div className="table-pager__buttons">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => table.firstPage()}
          disabled={!canBack}
          aria-label="First page"
        >
          «
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => table.previousPage()}
          disabled={!canBack}
        >
          Previous
        </button>
        <span className="table-pager__page">
          Page {pageIndex + 1} of {pages}
        </span>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => table.nextPage()}
          disabled={!canForward}
        >
          Next
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => table.lastPage()}
          disabled={!canForward}
          aria-label="Last page"
        >
          »
        </button>
      </div>
    </nav>
  )
}
