import { Link } from "react-router-dom"
import { Badge } from "@/components/badge"
import { formatDateTime } from "@/lib/format-date"
import { todo, whose } from "@/lib/turns"
import { kindWords } from "../kind-words"
import type { QueueItem } from "../types"
import "./inbox.css"

/** The order form's answers the studio decides with: on Shopify (and the code), and whether a call was asked. */
function Answers({ item }: { item: QueueItem }) {
  return (
    <ul className="inbox-item__answers" aria-label="The order form's answers">
      <li>
        {item.onShopify
          ? `On Shopify${item.collaboratorCode ? `, collaborator code ${item.collaboratorCode}` : ", no code yet"}`
          : "Not on Shopify yet"}
      </li>
      <li>{item.bookCall ? "Asked for a call" : "No call asked"}</li>
    </ul>
  )
}

/** Turn: whose turn the order is now, in the studio's words of the order page (nothing before approval). */
function Turn({ item }: { item: QueueItem }) {
  if (!item.waits_on) return null
  const stance = { ...item, needs: [] }
  return (
    <p className="inbox-item__turn">
      {whose(stance, "studio")}: {todo(stance, "studio").join(" ")}
    </p>
  )
}

/** InboxItem: one thing waiting on the studio, linked to its order, with "Done" for what needs no other answer. */
export function InboxItem({
  item,
  orderHref,
  onDone,
}: {
  item: QueueItem
  orderHref: (id: string) => string
  onDone: (item: QueueItem) => void
}) {
  const { tag, text } = kindWords(item)
  return (
    <li className="stack-card inbox-item">
      <div className="spread-row inbox-item__head">
        <Badge tone={item.kind === "new_order" ? "yellow" : "blue"}>{tag}</Badge>
        <time className="inbox-item__time" dateTime={item.at.replace(" ", "T")}>
          {formatDateTime(item.at)}
        </time>
      </div>
      <h3 className="inbox-item__title">
        <Link to={orderHref(item.orderId)}>{item.title}</Link>
      </h3>
      <p className="inbox-item__who">
        {item.company}
        {item.clientName ? ` · ${item.clientName}` : ""}
        {item.brandName && item.brandName !== item.company ? ` (${item.brandName})` : ""}
      </p>
      <p className="inbox-item__text">{text}</p>
      <Turn item={item} />
      {item.kind === "new_order" ? <Answers item={item} /> : null}
      <div className="inbox-item__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={`Done: ${tag}, ${item.title}`}
          onClick={() => onDone(item)}
        >
          Done
        </button>
      </div>
    </li>
  )
}
