import type { RecordModel } from "pocketbase"

/** messages collection record, with the author's name when the reader may see it. */
export interface MessageRecord extends RecordModel {
  order: string
  author: string
  body: string
  files: string[]
  internal: boolean
  created: string
  updated: string
  expand?: { author?: { id: string; name: string; role: string } }
}

/** A message as the thread shows it: stored, or one of ours still on its way (or failed). */
export interface ThreadMessage {
  /** The record id, or a local key while sending. */
  key: string
  record: MessageRecord
  state: "sent" | "sending" | "failed"
  /** What was sent, kept to retry a failed message. */
  draft?: MessageDraft
  /** Sent from this page during this visit (the sender sees "Sent"). */
  confirmed?: boolean
  /** Why it failed, in a sentence. */
  error?: string
  /** The positions in draft.files of the files the server refused (retrying them as they are cannot succeed). */
  refused?: number[]
}

/** What the composer sends. */
export interface MessageDraft {
  body: string
  files: File[]
  internal: boolean
}

/** The signed-in user's unread messages: the total and a count per order id. */
export interface UnreadCounts {
  total: number
  orders: Record<string, number>
}

/** A read position before and after opening a conversation (PocketBase dates; previous "" the first time). */
export interface ReadPosition {
  previous: string
  current: string
}

/** The reader of a thread: who is signed in and whether they are the studio. */
export interface ThreadViewer {
  id: string
  isAdmin: boolean
}
