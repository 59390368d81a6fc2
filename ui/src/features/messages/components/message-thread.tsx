import { Fragment, useEffect, useLayoutEffect, useRef } from "react"
import { Spinner } from "@/components/spinner"
import { firstNewIndex } from "../thread-state"
import type { ThreadViewer } from "../types"
import { useFileToken } from "../use-file-token"
import { useThread } from "../use-thread"
import { MessageComposer } from "./message-composer"
import { MessageItem } from "./message-item"
import { OrderFiles } from "./order-files"
import "./messages.css"

/** How close to the bottom (px) counts as "reading the latest": new messages then scroll into view. */
const NEAR_BOTTOM = 120

/**
 * MessageThread is an order's conversation (the client's portal and the admin's order page): messages oldest to
 * newest with the newest in view, older ones on demand, a "new" divider, the composer and the order's files.
 */
export function MessageThread({ orderId, viewer }: { orderId: string; viewer: ThreadViewer }) {
  const { state, loadOlder, send, retry, sendWithoutRefused, discard } = useThread(orderId, viewer)
  const token = useFileToken()
  const list = useRef<HTMLDivElement>(null)
  const anchor = useRef({ height: 0, top: 0, count: 0, pinned: true })
  const divider = firstNewIndex(state, viewer.id)
  const withFiles = state.items.filter((i) => i.state === "sent" && i.record.files.length > 0).length

  // Keep the newest message in view when it arrives (if the reader was at the bottom), and keep the reader's
  // place when older messages are added above.
  useLayoutEffect(() => {
    const el = list.current
    if (!el) return
    const before = anchor.current
    const prepended =
      state.items.length > before.count && before.height > 0 && !before.pinned && el.scrollTop < 40
    if (before.pinned) el.scrollTop = el.scrollHeight
    else if (prepended) el.scrollTop = el.scrollHeight - before.height + before.top
    anchor.current = {
      height: el.scrollHeight,
      top: el.scrollTop,
      count: state.items.length,
      pinned: before.pinned,
    }
  }, [state.items, state.status])

  // Thumbnails, the file token and fonts change the height after a render: a reader at the end stays at the end.
  const ready = state.status === "ready"
  const empty = state.items.length === 0
  useEffect(() => {
    const el = list.current
    if (!el || typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(() => {
      if (!anchor.current.pinned) return
      el.scrollTop = el.scrollHeight
      anchor.current = { ...anchor.current, height: el.scrollHeight, top: el.scrollTop }
    })
    for (const child of Array.from(el.children)) observer.observe(child)
    return () => observer.disconnect()
  }, [ready, empty])

  const onScroll = () => {
    const el = list.current
    if (!el) return
    const pinned = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM
    anchor.current = { height: el.scrollHeight, top: el.scrollTop, count: state.items.length, pinned }
  }

  return (
    <section className="card thread" aria-labelledby={`thread-${orderId}`}>
      <h2 id={`thread-${orderId}`}>Messages</h2>
      {state.status === "loading" ? <Spinner label="Loading messages" /> : null}
      {state.status === "error" ? (
        <p className="thread__problem" role="alert">
          The messages could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      {state.status === "ready" ? (
        <div
          ref={list}
          className="thread__scroll"
          tabIndex={0}
          onScroll={onScroll}
          role="log"
          aria-live="polite"
          aria-label="Messages"
        >
          {state.hasOlder ? (
            <button
              type="button"
              className="button button--secondary thread__older"
              onClick={() => {
                anchor.current.pinned = false
                void loadOlder()
              }}
              disabled={state.loadingOlder}
            >
              {state.loadingOlder ? "Loading…" : "Show earlier messages"}
            </button>
          ) : null}
          {state.items.length === 0 ? (
            <p className="thread__empty">
              {viewer.isAdmin
                ? "No messages yet. Write to the client here, or leave an internal note only the studio reads."
                : "No messages yet. Ask a question or share your files here."}
            </p>
          ) : (
            <ol className="thread__list">
              {state.items.map((item, i) => (
                <Fragment key={item.key}>
                  {i === divider ? (
                    <li className="thread__divider" aria-label="New messages">
                      <span aria-hidden="true">New</span>
                    </li>
                  ) : null}
                  <MessageItem
                    item={item}
                    viewer={viewer}
                    token={token}
                    onRetry={retry}
                    onSendWithout={sendWithoutRefused}
                    onDiscard={discard}
                  />
                </Fragment>
              ))}
            </ol>
          )}
        </div>
      ) : null}
      {state.status !== "error" ? (
        <MessageComposer
          canWriteInternal={viewer.isAdmin}
          onSend={(draft) => {
            anchor.current.pinned = true
            void send(draft)
          }}
        />
      ) : null}
      <OrderFiles orderId={orderId} token={token} revision={withFiles} />
    </section>
  )
}
