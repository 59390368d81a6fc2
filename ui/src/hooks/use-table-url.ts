import type { OnChangeFn, PaginationState, SortingState } from "@tanstack/react-table"
import { functionalUpdate } from "@tanstack/react-table"
import { useCallback, useMemo } from "react"
import { useSearchParams } from "react-router-dom"
import {
  type ListQuery,
  readTableState,
  type TableQuerySpec,
  type TableUrlState,
  toListQuery,
  writeTableState,
} from "@/lib/table-query"

/** What a server-driven table screen needs from its URL. */
export interface TableUrl<F extends string> {
  state: TableUrlState<F>
  /** The getList arguments for the page the URL asks for. */
  query: ListQuery<F>
  /** Sets filters (others kept) and goes back to the first page; `replace` for as-you-type search. */
  setFilters: (filters: Partial<Record<F, string | undefined>>, options?: { replace?: boolean }) => void
  onSortingChange: OnChangeFn<SortingState>
  onPaginationChange: OnChangeFn<PaginationState>
  /** Replaces a page past the end (?page=99) by the last page, without a new history entry. */
  clampPage: (lastIndex: number) => void
}

/** useTableUrl makes the URL the one owner of a table's page, sort and filters. */
export function useTableUrl<F extends string>(spec: TableQuerySpec<F>): TableUrl<F> {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readTableState(spec, params), [spec, params])
  const query = useMemo(() => toListQuery(spec, state), [spec, state])

  const write = useCallback(
    (next: TableUrlState<F>, replace = false) => setParams(writeTableState(spec, next, params), { replace }),
    [spec, params, setParams],
  )
  const firstPage = { ...state.pagination, pageIndex: 0 }

  return {
    state,
    query,
    setFilters: (filters, options) =>
      write(
        {
          ...state,
          pagination: firstPage,
          filters: { ...state.filters, ...filters } as TableUrlState<F>["filters"],
        },
        options?.replace,
      ),
    onSortingChange: (updater) =>
      write({ ...state, pagination: firstPage, sorting: functionalUpdate(updater, state.sorting) }),
    onPaginationChange: (updater) =>
      write({ ...state, pagination: functionalUpdate(updater, state.pagination) }),
    clampPage: (lastIndex) =>
      write({ ...state, pagination: { ...state.pagination, pageIndex: lastIndex } }, true),
  }
}
