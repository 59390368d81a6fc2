import { site } from "@/content/site"
import { formatDateTime } from "@/lib/format-date"
import type { ThreadMessage, ThreadViewer } from "../types"
import { MessageAttachments } from "./message-attachments"
import { MessageBody } from "./message-body"
import { MessageFailed } from "./message-failed"

function authorLabel(item: ThreadMessage, viewer: ThreadViewer): string {
  const { record } = item
  if (record.author === viewer.id) return "You"
  // A client reads the studio's messages signed by the studio, as its e-mails sign them (lib/message_texts.js).
  if (!viewer.isAdmin) return site.name
  const name = record.expand?.author?.name?.trim()
  return name || (record.author ? "Unnamed user" : "Deleted account")
}

interface MessageItemProps {
  item: ThreadMessage
  viewer: ThreadViewer
  token: string
  onRetry: (key: string) => void
  onSendWithout: (key: string) => void
  onDiscard: (key: string) => void
}

/** MessageItem is one message: author, time, "edited", the text, files and, for the sender, its delivery state. */
export function MessageItem({ item, viewer, token, ...actions }: MessageItemProps) {
  const { record } = item
  const mine = record.author === viewer.id
  const edited = item.state === "sent" && record.updated.slice(0, 19) !== record.created.slice(0, 19)
  const classes = ["message", mine ? "message--mine" : "", record.internal ? "message--internal" : ""]
  return (
    <li className={classes.filter(Boolean).join(" ")}>
      <div className="message__meta">
        <span className="message__author">{authorLabel(item, viewer)}</span>
        {record.internal ? <span className="message__tag">Internal note</span> : null}
        <time dateTime={record.created.replace(" ", "T")}>{formatDateTime(record.created)}</time>
        {edited ? <span className="message__edited">edited</span> : null}
      </div>
      <MessageBody text={record.body} />
      <MessageAttachments
        message={record}
        token={token}
        refused={item.state === "failed" ? item.refused : []}
      />
      {mine && item.state === "sending" ? <p className="message__state">Sending…</p> : null}
      {mine && item.state === "failed" ? <MessageFailed item={item} {...actions} /> : null}
      {mine && item.state === "sent" && item.confirmed ? <p className="message__state">Sent</p> : null}
    </li>
  )
}
