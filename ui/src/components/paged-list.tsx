import type { ReactNode } from "react"
import { Alert } from "./alert"
import { ListPager, type ListPagerProps } from "./list-pager"
import { Spinner } from "./spinner"

/** What a paged list's store holds for the page on screen (My Orders, the notifications). */
export interface ListPage<T> {
  rows: T[]
  total: number
  totalPages: number
  loading: boolean
  error: string | null
}

/** listPageOf picks a store's page fields, for `useStore(useShallow(listPageOf))`. */
export const listPageOf = <T,>({ rows, total, totalPages, loading, error }: ListPage<T>): ListPage<T> => ({
  rows,
  total,
  totalPages,
  loading,
  error,
})

interface PagedListProps<T> {
  /** The list's name: its heading for screen readers and its accessible name ("Orders"). */
  name: string
  /** A class of the list's own beside stack-list. */
  className?: string
  list: ListPage<T>
  /** One row as a keyed <li>. */
  item: (row: T) => ReactNode
  /** What the error alert offers after its message (a Try again button). */
  retry?: ReactNode
  /** The spinner's label while the first rows load. */
  loadingLabel: string
  /** What an empty page shows when nothing failed. */
  empty: ReactNode
  /** The pager below: its label, noun and links (the URL owns the page). */
  pager: Omit<ListPagerProps, "total" | "totalPages">
}

/**
 * PagedList shows one page of a portal list in the states it goes through: the error (with a retry), a
 * spinner while the first rows load, the empty message, the cards (dimmed by their class while a new page
 * loads) and the pager.
 */
export function PagedList<T>({
  name,
  className,
  list,
  item,
  retry,
  loadingLabel,
  empty,
  pager,
}: PagedListProps<T>) {
  const { rows, loading, error } = list
  return (
    <>
      {error ? (
        <Alert>
          {error}
          {retry ? <> {retry}</> : null}
        </Alert>
      ) : null}
      {loading && rows.length === 0 ? <Spinner label={loadingLabel} /> : null}
      {!loading && !error && rows.length === 0 ? empty : null}
      <h2 className="visually-hidden">{name}</h2>
      {rows.length > 0 ? (
        <ul
          className={className ? `stack-list ${className}` : "stack-list"}
          aria-busy={loading}
          aria-label={name}
        >
          {rows.map(item)}
        </ul>
      ) : null}
      <ListPager {...pager} total={list.total} totalPages={list.totalPages} />
    </>
  )
}
