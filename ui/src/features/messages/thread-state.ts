import type { MessageRecord, ThreadMessage } from "./types"

/** The state of one order's conversation on screen. */
export interface ThreadState {
  status: "loading" | "ready" | "error"
  /** Oldest first. */
  items: ThreadMessage[]
  hasOlder: boolean
  loadingOlder: boolean
  /** The reader's position before this visit: messages of others after it are new. */
  previousRead: string
}

export type ThreadAction =
  | { type: "loaded"; page: MessageRecord[]; full: boolean; previousRead: string }
  | { type: "failed" }
  | { type: "loadingOlder" }
  | { type: "older"; page: MessageRecord[]; full: boolean }
  | { type: "upsert"; record: MessageRecord }
  | { type: "pending"; item: ThreadMessage }
  | { type: "sent"; key: string; record: MessageRecord }
  | { type: "sendFailed"; key: string; error: string; refused?: number[] }
  | { type: "discard"; key: string }

export const initialThread: ThreadState = {
  status: "loading",
  items: [],
  hasOlder: false,
  loadingOlder: false,
  previousRead: "",
}

const sent = (record: MessageRecord): ThreadMessage => ({ key: record.id, record, state: "sent" })

/** Keeps one item per record id, in (created, id) order; a record that is already there is replaced. */
function withRecord(items: ThreadMessage[], record: MessageRecord, replacing?: string): ThreadMessage[] {
  const confirmed = !!replacing || items.some((i) => i.key === record.id && i.confirmed)
  const rest = items.filter((i) => i.key !== record.id && i.key !== replacing)
  const at = rest.findIndex(
    (i) =>
      i.state === "sent" &&
      (i.record.created > record.created || (i.record.created === record.created && i.record.id > record.id)),
  )
  const next = [...rest]
  next.splice(at < 0 ? next.length : at, 0, { ...sent(record), confirmed })
  return next
}

/**
 * pendingOf is the key of our own message still on its way that a record received live is (it can arrive before the
 * answer to the send): same author, text, internal flag and number of files. undefined for none.
 */
function pendingOf(items: ThreadMessage[], record: MessageRecord): string | undefined {
  return items.find(
    (i) =>
      i.state === "sending" &&
      i.record.author === record.author &&
      i.record.body === record.body &&
      i.record.internal === record.internal &&
      i.record.files.length === record.files.length,
  )?.key
}

/**
 * keepingOurs lays what this visit already holds over a page that loaded after it: a message sent while the page
 * was loading keeps its "Sent", and one still on its way or failed stays below the rest, never dropped.
 */
function keepingOurs(page: ThreadMessage[], held: ThreadMessage[]): ThreadMessage[] {
  let items = page
  for (const item of held) {
    if (item.state !== "sent") items = [...items.filter((i) => i.key !== item.key), item]
    else if (item.confirmed || !items.some((i) => i.key === item.key)) {
      items = withRecord(items, item.record, item.confirmed ? item.key : undefined)
    }
  }
  return items
}

/** threadReducer applies what was loaded, received live or sent to the thread. */
export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case "loaded":
      return {
        status: "ready",
        items: keepingOurs([...action.page].reverse().map(sent), state.items),
        hasOlder: action.full,
        loadingOlder: false,
        previousRead: action.previousRead,
      }
    case "failed":
      return { ...state, status: state.status === "loading" ? "error" : state.status, loadingOlder: false }
    case "loadingOlder":
      return { ...state, loadingOlder: true }
    case "older": {
      const known = new Set(state.items.map((i) => i.key))
      const older = [...action.page]
        .reverse()
        .filter((r) => !known.has(r.id))
        .map(sent)
      return { ...state, items: [...older, ...state.items], hasOlder: action.full, loadingOlder: false }
    }
    case "upsert":
      return {
        ...state,
        items: withRecord(state.items, action.record, pendingOf(state.items, action.record)),
      }
    case "pending":
      return { ...state, items: [...state.items.filter((i) => i.key !== action.item.key), action.item] }
    case "sent":
      return { ...state, items: withRecord(state.items, action.record, action.key) }
    case "sendFailed":
      return {
        ...state,
        items: state.items.map((i) =>
          i.key === action.key
            ? { ...i, state: "failed" as const, error: action.error, refused: action.refused ?? [] }
            : i,
        ),
      }
    case "discard":
      return { ...state, items: state.items.filter((i) => i.key !== action.key || i.state !== "failed") }
  }
}

/**
 * firstNewIndex is where the "new" divider goes: the first message of someone else after the previous read (every
 * message of others is new to a reader who never opened the conversation). -1 for none.
 */
export function firstNewIndex(state: ThreadState, viewerId: string): number {
  if (state.status !== "ready") return -1
  return state.items.findIndex(
    (i) => i.state === "sent" && i.record.author !== viewerId && i.record.created > state.previousRead,
  )
}
