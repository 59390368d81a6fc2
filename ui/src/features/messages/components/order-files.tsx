import { useEffect, useState } from "react"
import { formatDate } from "@/lib/format-date"
import { handleApiError } from "@/lib/api-error"
import { fileUrl, listFiles } from "../api"
import { displayName } from "../file-names"
import type { MessageRecord } from "../types"
import { FileThumb } from "./file-thumb"
import "./order-files.css"

/** OrderFiles lists every file shared on an order (that the reader may see), newest first. */
export function OrderFiles({
  orderId,
  token,
  revision,
}: {
  orderId: string
  token: string
  revision: number
}) {
  const [messages, setMessages] = useState<MessageRecord[] | null>(null)

  useEffect(() => {
    let alive = true
    listFiles(orderId)
      .then((list) => alive && setMessages(list))
      .catch((err: unknown) => {
        handleApiError(err, { toast: false })
        if (alive) setMessages([])
      })
    return () => {
      alive = false
    }
  }, [orderId, revision])

  if (!messages || messages.length === 0) return null
  return (
    <details className="order-files">
      <summary>
        Files <span className="order-files__count">({messages.reduce((n, m) => n + m.files.length, 0)})</span>
      </summary>
      <ul className="order-files__list">
        {messages.flatMap((m) =>
          m.files.map((name) => (
            <li key={`${m.id}/${name}`} className={m.internal ? "order-files__item--internal" : undefined}>
              {token ? (
                <a href={fileUrl(m, name, token)} target="_blank" rel="noopener noreferrer">
                  <FileThumb
                    message={m}
                    name={name}
                    token={token}
                    size={32}
                    alt=""
                    kindClass="order-files__kind"
                  />
                  {displayName(name)}
                </a>
              ) : (
                <span>{displayName(name)}</span>
              )}
              <span className="order-files__date">
                {formatDate(m.created)}
                {m.internal ? " · internal" : ""}
              </span>
            </li>
          )),
        )}
      </ul>
    </details>
  )
}
