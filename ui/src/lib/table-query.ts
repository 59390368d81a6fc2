import type { PaginationState, SortingState } from "@tanstack/react-table"

/**
 * What the URL of a server-driven table may say: sortable fields, the default order, the page
 * size and the filter parameters, each with a parser that drops values the table cannot use.
 */
export interface TableQuerySpec<F extends string> {
  perPage: number
  /** Column ids that may be sorted; each is also the PocketBase field it sorts by. */
  sortable: readonly string[]
  defaultSort: SortingState
  /** URL parameter → parser returning the clean value, or undefined to ignore it. */
  filters: Record<F, (raw: string) => string | undefined>
  /** The PocketBase filter for the clean filter values; build it with pb.filter, never by concatenation. */
  toFilter: (filters: Partial<Record<F, string>>) => string
}

/** The table's view of the URL: TanStack pagination (pages from 0) and sorting, plus the filters. */
export interface TableUrlState<F extends string> {
  pagination: PaginationState
  sorting: SortingState
  filters: Partial<Record<F, string>>
}

/**
 * One page's query: the arguments of RecordService.getList (PocketBase pages start at 1), plus the
 * clean filter values for JSON routes that take them as plain parameters.
 */
export interface ListQuery<F extends string = string> {
  page: number
  perPage: number
  sort: string
  filter: string
  filters: Partial<Record<F, string>>
}

const MAX_PAGE = 100_000

/** readTableState parses ?page, ?sort and the spec's filters; anything malformed falls back to defaults. */
export function readTableState<F extends string>(
  spec: TableQuerySpec<F>,
  params: URLSearchParams,
): TableUrlState<F> {
  const page = Number(params.get("page"))
  const pageIndex = Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page - 1 : 0
  const filters: Partial<Record<F, string>> = {}
  for (const key of Object.keys(spec.filters) as F[]) {
    const raw = params.get(key)
    const clean = raw === null ? undefined : spec.filters[key](raw)
    if (clean) filters[key] = clean
  }
  return {
    pagination: { pageIndex, pageSize: spec.perPage },
    sorting: parseSort(spec, params.get("sort")),
    filters,
  }
}

/**
 * writeTableState returns `base` with the state's page, sort and filters written in and defaults
 * left out, so that the plain path stays the canonical URL. Unrelated parameters are kept.
 */
export function writeTableState<F extends string>(
  spec: TableQuerySpec<F>,
  state: TableUrlState<F>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base)
  for (const key of Object.keys(spec.filters) as F[]) {
    const clean = state.filters[key] ? spec.filters[key](state.filters[key]) : undefined
    if (clean) next.set(key, clean)
    else next.delete(key)
  }
  const sort = sortParam(state.sorting)
  if (sort && sort !== sortParam(spec.defaultSort)) next.set("sort", sort)
  else next.delete("sort")
  if (state.pagination.pageIndex > 0) next.set("page", String(state.pagination.pageIndex + 1))
  else next.delete("page")
  return next
}

/** toListQuery turns the table state into getList arguments. */
export function toListQuery<F extends string>(
  spec: TableQuerySpec<F>,
  state: TableUrlState<F>,
): ListQuery<F> {
  return {
    page: state.pagination.pageIndex + 1,
    perPage: state.pagination.pageSize,
    sort: sortParam(state.sorting.length > 0 ? state.sorting : spec.defaultSort),
    filter: spec.toFilter(state.filters),
    filters: state.filters,
  }
}

/** sortParam writes TanStack sorting as PocketBase's sort syntax: "-created,title". */
export function sortParam(sorting: SortingState): string {
  return sorting.map((s) => (s.desc ? `-${s.id}` : s.id)).join(",")
}

/** One sort at a time, on a whitelisted field: the URL must not sort by hidden or unindexed columns. */
function parseSort<F extends string>(spec: TableQuerySpec<F>, raw: string | null): SortingState {
  if (!raw) return spec.defaultSort
  const desc = raw.startsWith("-")
  const id = desc ? raw.slice(1) : raw
  return spec.sortable.includes(id) ? [{ id, desc }] : spec.defaultSort
}

/** joinFilters ANDs the non-empty parts of a PocketBase filter, each in parentheses. */
export function joinFilters(parts: (string | false | undefined)[]): string {
  return parts
    .filter((p): p is string => Boolean(p))
    .map((p) => `(${p})`)
    .join(" && ")
}
