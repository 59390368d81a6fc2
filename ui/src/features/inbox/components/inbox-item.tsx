import { Link } from "react-router-dom"
import { Badge } from "@/components/badge"
import { formatDateTime } from "@/lib/format-date"
import type { QueueItem } from "../types"
import "./inbox.css"

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What each kind of item says, and what answers it. */
function wording(item: QueueItem): { tag: string; text: string } {
  switch (item.kind) {
    case "new_order":
      return { tag: "New order", text: "Waiting for your approval." }
    case "messages":
      return {
        tag: plural(item.count, "new message", "new messages"),
        text: "The client wrote to you. Reading the conversation clears this.",
      }
    case "intake_complete":
      return { tag: "Intake complete", text: "The client sent the whole brand intake." }
    case "access_granted":
      return {
        tag: "Access granted",
        text: "The client says it approved your collaborator request in Shopify.",
      }
    case "preview_answered":
      return { tag: "Preview answered", text: "The client answered the preview." }
  }
}

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

/** InboxItem: one thing waiting on the studio, linked to its order. */
export function InboxItem({ item, orderHref }: { item: QueueItem; orderHref: (id: string) => string }) {
  const { tag, text } = wording(item)
  return (
    <li className="inbox-item">
      <div className="inbox-item__head">
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
      </p>
      <p className="inbox-item__text">{text}</p>
      {item.kind === "new_order" ? <Answers item={item} /> : null}
    </li>
  )
}
