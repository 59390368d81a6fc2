import type { ListResult } from "pocketbase"
import { handleApiError } from "./api-error"

/** The part of a table store that loads pages. */
export interface ListSlice<Q, T> {
  rows: T[]
  total: number
  loading: boolean
  error: string | null
  /** Loads one page; only the newest request's answer is kept, a cancelled one changes nothing. */
  load: (query: Q) => Promise<void>
}

/**
 * listSlice builds the loading half of a zustand table store around a page fetcher. `fallback` is
 * the message shown when the server gives none; `loaded` may set more of the store with the page.
 */
export function listSlice<Q, T, S extends object = object>(
  set: (partial: Partial<ListSlice<Q, T> & S>) => void,
  fetchPage: (query: Q) => Promise<ListResult<T>>,
  fallback: string,
  loaded?: (page: ListResult<T>, query: Q) => Partial<S>,
): ListSlice<Q, T> {
  // TypeScript cannot merge a generic Partial<S> into the literal; the shapes are checked above.
  const patch = (fields: Partial<ListSlice<Q, T>>, extra?: Partial<S>) =>
    set({ ...fields, ...extra } as Partial<ListSlice<Q, T> & S>)
  let latest = 0
  return {
    rows: [],
    total: 0,
    loading: true,
    error: null,
    load: async (query) => {
      const ticket = ++latest
      patch({ loading: true, error: null })
      try {
        const page = await fetchPage(query)
        if (ticket !== latest) return
        patch({ rows: page.items, total: page.totalItems, loading: false }, loaded?.(page, query))
      } catch (err) {
        if (ticket !== latest) return
        const message = handleApiError(err, { toast: false, fallback })
        if (message !== null) patch({ loading: false, error: message })
      }
    },
  }
}
