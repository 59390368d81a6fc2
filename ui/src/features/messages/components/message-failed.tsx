import { withoutFiles } from "../refused-files"
import type { ThreadMessage } from "../types"
import "./message-failed.css"

interface MessageFailedProps {
  item: ThreadMessage
  onRetry: (key: string) => void
  onSendWithout: (key: string) => void
  onDiscard: (key: string) => void
}

/**
 * MessageFailed says why one of the sender's messages was not sent and what can be done: send it again (Retry), or,
 * when the server refused some of its files, send the rest without them, or drop it.
 */
export function MessageFailed({ item, onRetry, onSendWithout, onDiscard }: MessageFailedProps) {
  const refused = item.refused ?? []
  if (refused.length === 0 || !item.draft) {
    return (
      <p className="message__state message__state--failed" role="alert">
        Not sent. {item.error}{" "}
        <button type="button" className="message__action" onClick={() => onRetry(item.key)}>
          Retry
        </button>
      </p>
    )
  }
  const names = refused.map((i) => item.draft?.files[i]?.name ?? "")
  const rest = withoutFiles(item.draft, refused)
  const without = names.length === 1 ? `"${names[0]}"` : `the ${names.length} refused files`
  return (
    <div className="message__failed">
      <p className="message__state message__state--failed" role="alert">
        Not sent. {item.error}
      </p>
      <p className="message__recover">
        {rest ? (
          <button type="button" className="button button--small" onClick={() => onSendWithout(item.key)}>
            Send without {without}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onDiscard(item.key)}
        >
          Discard
        </button>
      </p>
    </div>
  )
}
