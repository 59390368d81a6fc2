import {
  metaHelper,
  type ReactTable,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from "@tanstack/react-table"

/** Display hints a column gives the DataTable. */
export interface DataColumnMeta {
  /** Label beside the value when rows become cards on phones (default: the header text). */
  label?: string
  /** Extra class of the column's cells, e.g. "data-table__cell--primary" for the card's heading. */
  className?: string
}

/**
 * The features of every server-driven table: sorting and pagination state only. No client row
 * models are registered: the server sorts, filters and pages, the table renders what it returns.
 */
export const serverTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: metaHelper<DataColumnMeta>(),
})

export type ServerTableFeatures = typeof serverTableFeatures

/** A table built with useTable over serverTableFeatures, subscribed to its whole state (the default). */
export type ServerTable<TData extends object> = ReactTable<ServerTableFeatures, TData>
