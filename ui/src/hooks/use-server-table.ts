import { type TableOptions, useTable } from "@tanstack/react-table"
import { useEffect } from "react"
import {
  type ServerTable,
  type ServerTableFeatures,
  serverTableFeatures,
} from "@/components/data-table-features"
import type { ListQuery } from "@/lib/table-query"
import type { TableUrl } from "./use-table-url"

/** What a table store offers the table: the page's rows, the total, and the loader (see lib/list-slice). */
export interface PageSource<F extends string, TData> {
  rows: TData[]
  total: number
  load: (query: ListQuery<F>) => Promise<void>
}

/**
 * useServerTable loads the page the URL asks for whenever the URL changes, and builds the TanStack
 * table over it in manual mode: the server sorts and pages, the URL owns the state.
 */
export function useServerTable<F extends string, TData extends { id: string }>(
  url: TableUrl<F>,
  columns: TableOptions<ServerTableFeatures, TData>["columns"],
  source: PageSource<F, TData>,
): ServerTable<TData> {
  const { query } = url
  const { load } = source
  // query only changes when the URL does (useTableUrl memoises it).
  useEffect(() => {
    void load(query)
  }, [load, query])

  // A page past the end (?page=99, an old link) becomes the last page, as in the portal's lists.
  const { pageIndex, pageSize } = url.state.pagination
  const { total } = source
  const { clampPage } = url
  useEffect(() => {
    if (pageIndex > 0 && total > 0 && pageIndex * pageSize >= total) {
      clampPage(Math.ceil(total / pageSize) - 1)
    }
  }, [pageIndex, pageSize, total, clampPage])

  return useTable({
    features: serverTableFeatures,
    columns,
    data: source.rows,
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    // A header's first click sorts ascending unless its column says sortDescFirst (the dates). Left to TanStack,
    // the first direction is read from the loaded rows' values, and with none loaded yet it is descending: a click
    // on "Launch due" before the rows came sorted it the other way.
    sortDescFirst: false,
    rowCount: source.total,
    state: { pagination: url.state.pagination, sorting: url.state.sorting },
    onPaginationChange: url.onPaginationChange,
    onSortingChange: url.onSortingChange,
  })
}
