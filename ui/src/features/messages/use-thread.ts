import { useCallback, useEffect, useReducer, useRef } from "react"
import { handleApiError } from "@/lib/api-error"
import { PAGE_SIZE, listPage, markThreadRead, sendMessage, subscribeToOrder } from "./api"
import { refusedFilesOf, withoutFiles } from "./refused-files"
import { initialThread, threadReducer } from "./thread-state"
import type { MessageDraft, MessageRecord, ThreadViewer } from "./types"
import { useUnreadMessages } from "./unread-store"

/** Messages that arrive while the thread is on screen are marked read after this pause (one request per burst). */
const READ_SETTLE_MS = 800

let localKeys = 0

function pendingRecord(
  key: string,
  orderId: string,
  viewer: ThreadViewer,
  draft: MessageDraft,
): MessageRecord {
  const now = new Date().toISOString().replace("T", " ")
  return {
    id: key,
    collectionId: "",
    collectionName: "messages",
    order: orderId,
    author: viewer.id,
    body: draft.body,
    files: draft.files.map((f) => f.name),
    internal: draft.internal,
    created: now,
    updated: now,
  }
}

/** useThread loads an order's conversation, follows it live, marks it read and sends messages. */
export function useThread(orderId: string, viewer: ThreadViewer) {
  const [state, dispatch] = useReducer(threadReducer, initialThread)
  const refreshUnread = useUnreadMessages((s) => s.refresh)
  const readTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const readNow = useCallback(() => {
    readTimer.current = undefined
    void markThreadRead(orderId)
      .then(() => refreshUnread())
      .catch((err: unknown) => handleApiError(err, { toast: false }))
  }, [orderId, refreshUnread])

  const markRead = useCallback(() => {
    clearTimeout(readTimer.current)
    readTimer.current = setTimeout(() => {
      if (document.visibilityState === "visible") readNow()
      else readTimer.current = undefined
    }, READ_SETTLE_MS)
  }, [readNow])

  useEffect(() => {
    let alive = true
    Promise.all([listPage(orderId), markThreadRead(orderId).catch(() => ({ previous: "", current: "" }))])
      .then(([page, position]) => {
        if (!alive) return
        dispatch({ type: "loaded", page, full: page.length === PAGE_SIZE, previousRead: position.previous })
        void refreshUnread()
      })
      .catch((err: unknown) => {
        if (!alive) return
        handleApiError(err, { toast: false })
        dispatch({ type: "failed" })
      })
    const subscription = subscribeToOrder(orderId, (e) => {
      if (e.action === "delete") return
      dispatch({ type: "upsert", record: e.record })
      if (e.record.author !== viewer.id) markRead()
    }).catch((err: unknown) => {
      handleApiError(err, { toast: false })
      return null
    })
    const onVisible = () => document.visibilityState === "visible" && markRead()
    document.addEventListener("visibilitychange", onVisible)
    return () => {
      alive = false
      // Leaving while a message that arrived on screen waits to be marked read: it was seen, mark it now.
      if (readTimer.current !== undefined) {
        clearTimeout(readTimer.current)
        if (document.visibilityState === "visible") readNow()
      }
      document.removeEventListener("visibilitychange", onVisible)
      void subscription.then((unsubscribe) => unsubscribe?.())
    }
  }, [orderId, viewer.id, markRead, readNow, refreshUnread])

  const oldest = state.items.find((i) => i.state === "sent")?.record
  const loadOlder = useCallback(async () => {
    if (!oldest) return
    dispatch({ type: "loadingOlder" })
    try {
      const page = await listPage(orderId, oldest)
      dispatch({ type: "older", page, full: page.length === PAGE_SIZE })
    } catch (err) {
      handleApiError(err, { fallback: "The earlier messages could not be loaded." })
      dispatch({ type: "failed" })
    }
  }, [orderId, oldest])

  const deliver = useCallback(
    async (key: string, draft: MessageDraft) => {
      const record = pendingRecord(key, orderId, viewer, draft)
      dispatch({ type: "pending", item: { key, record, state: "sending", draft } })
      try {
        dispatch({ type: "sent", key, record: await sendMessage(orderId, draft) })
      } catch (err) {
        const error = handleApiError(err, { toast: false, fallback: "The message could not be sent." })
        dispatch({
          type: "sendFailed",
          key,
          error: error ?? "The message could not be sent.",
          refused: refusedFilesOf(err),
        })
      }
    },
    [orderId, viewer],
  )

  const send = useCallback((draft: MessageDraft) => deliver(`local-${++localKeys}`, draft), [deliver])
  const retry = useCallback(
    (key: string) => {
      const item = state.items.find((i) => i.key === key)
      if (item?.draft) void deliver(key, item.draft)
    },
    [deliver, state.items],
  )

  // A failed message keeps its draft: sent again as it is (Retry), without the files the server refused, or dropped.
  const sendWithoutRefused = useCallback(
    (key: string) => {
      const item = state.items.find((i) => i.key === key)
      if (!item?.draft) return
      const rest = withoutFiles(item.draft, item.refused ?? [])
      if (rest) void deliver(key, rest)
      else dispatch({ type: "discard", key })
    },
    [deliver, state.items],
  )
  const discard = useCallback((key: string) => dispatch({ type: "discard", key }), [])

  return { state, loadOlder, send, retry, sendWithoutRefused, discard }
}
