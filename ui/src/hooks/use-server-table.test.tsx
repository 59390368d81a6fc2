import { createColumnHelper, functionalUpdate, type SortingState } from "@tanstack/react-table"
import { renderHook } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import type { ServerTableFeatures } from "@/components/data-table-features"
import { useServerTable } from "./use-server-table"
import type { TableUrl } from "./use-table-url"

type Row = { id: string; title: string; created: string }
const column = createColumnHelper<ServerTableFeatures, Row>()
const columns = column.columns([
  column.accessor("title", { header: "Title" }),
  column.accessor("created", { header: "Created", sortDescFirst: true }),
])

/** The sorting a click on column's header asks the URL for, with rows loaded or not. */
function firstClick(columnId: string, rows: Row[]): SortingState {
  const onSortingChange = vi.fn()
  const url: TableUrl<"q"> = {
    state: { pagination: { pageIndex: 0, pageSize: 20 }, sorting: [], filters: {} },
    query: { page: 1, perPage: 20, sort: "", filter: "", filters: {} },
    setFilters: vi.fn(),
    onSortingChange,
    onPaginationChange: vi.fn(),
    clampPage: vi.fn(),
  }
  const source = { rows, total: rows.length, load: vi.fn(async () => undefined) }
  const { result } = renderHook(() => useServerTable(url, columns, source))
  result.current.getColumn(columnId)!.getToggleSortingHandler()!({})
  expect(onSortingChange).toHaveBeenCalledTimes(1)
  return functionalUpdate(onSortingChange.mock.calls[0]![0], [] as SortingState)
}

describe("useServerTable", () => {
  const rows = [{ id: "r1", title: "Spring drop", created: "2026-11-27 10:00:00.000Z" }]

  it("sorts a column ascending on the first click, whether or not its rows have loaded", () => {
    expect(firstClick("title", rows)).toEqual([{ id: "title", desc: false }])
    expect(firstClick("title", [])).toEqual([{ id: "title", desc: false }])
  })

  it("sorts a column that asks for it descending first, rows or not", () => {
    expect(firstClick("created", rows)).toEqual([{ id: "created", desc: true }])
    expect(firstClick("created", [])).toEqual([{ id: "created", desc: true }])
  })
})
