import type { Column } from "@tanstack/react-table"
import type { ReactNode } from "react"
import { Alert } from "./alert"
import { EmptyState } from "./empty-state"
import type { ServerTable, ServerTableFeatures } from "./data-table-features"
import { Spinner } from "./spinner"
import { TablePager } from "./table-pager"
import "./data-table.css"

interface DataTableProps<TData extends object> {
  table: ServerTable<TData>
  /** Names the table for assistive technology, e.g. "Orders". */
  caption: string
  /** Plural noun of the rows for the pager, e.g. "orders". */
  noun: string
  loading: boolean
  /** Shown instead of the rows when the page is empty and nothing is loading. */
  empty: ReactNode
  rowClassName?: (row: TData) => string | undefined
  /** Why the page could not be loaded, shown above the table with a Try again button. */
  error?: string | null
  onRetry?: () => void
}

function columnLabel<TData extends object>(column: Column<ServerTableFeatures, TData, unknown>): string {
  const def = column.columnDef
  return def.meta?.label ?? (typeof def.header === "string" ? def.header : column.id)
}

const ariaSort = { asc: "ascending", desc: "descending" } as const

/** DataTable renders a server-driven TanStack table: sortable headers, cards under 768 px, and a pager. */
export function DataTable<TData extends object>(props: DataTableProps<TData>) {
  const { table, caption, noun, loading, empty, rowClassName, error, onRetry } = props
  const rows = table.getRowModel().rows
  const sortable = table.getAllLeafColumns().filter((c) => c.getCanSort())
  const current = table.state.sorting[0]

  return (
    <div className="data-table">
      {error ? (
        <Alert>
          {error}{" "}
          {onRetry ? (
            <button type="button" className="data-table__retry" onClick={onRetry}>
              Try again
            </button>
          ) : null}
        </Alert>
      ) : null}
      {sortable.length > 0 ? (
        <label className="data-table__phone-sort">
          <span>Sort by</span>
          <select
            className="select"
            value={current ? `${current.id}:${current.desc ? "desc" : "asc"}` : ""}
            onChange={(e) => {
              const [id = "", dir] = e.target.value.split(":")
              table.setSorting([{ id, desc: dir === "desc" }])
            }}
          >
            {sortable.flatMap((c) => {
              const label = columnLabel(c)
              return [
                <option key={`${c.id}:asc`} value={`${c.id}:asc`}>{`${label}, ascending`}</option>,
                <option key={`${c.id}:desc`} value={`${c.id}:desc`}>{`${label}, descending`}</option>,
              ]
            })}
          </select>
        </label>
      ) : null}
      <div className={`data-table__frame${loading && rows.length > 0 ? " data-table__frame--busy" : ""}`}>
        <table className="data-table__table" aria-busy={loading}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={header.column.columnDef.meta?.className}
                      aria-sort={sorted ? ariaSort[sorted] : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="data-table__sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          <span className="data-table__sort-mark" aria-hidden="true">
                            {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={rowClassName?.(row.original)}>
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cell.column.columnDef.meta?.className}
                    data-label={columnLabel(cell.column)}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? (
        loading ? (
          <Spinner label={`Loading ${noun}`} />
        ) : table.getRowCount() > 0 ? (
          // A page past the end (an old link, rows removed meanwhile): offer the last real page.
          <EmptyState
            title={`There are no ${noun} on this page`}
            action={
              <button type="button" className="button button--secondary" onClick={() => table.lastPage()}>
                Go to the last page
              </button>
            }
          />
        ) : (
          empty
        )
      ) : null}
      <TablePager table={table} noun={noun} caption={caption} />
    </div>
  )
}
