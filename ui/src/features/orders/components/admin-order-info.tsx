import type { ReactNode } from "react"
import { formatDate, formatDateTime } from "@/lib/format-date"
import type { OrderRecord } from "@/lib/pocketbase-types"
import "./admin-order-detail.css"
import { Wrappable } from "@/components/wrappable"
import { formatBudget } from "../format-budget"

function WebsiteLink({ url }: { url: string }) {
  if (!url) return <span className="muted">Not provided</span>
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="detail-link">
      <Wrappable text={url.replace(/^https?:\/\//, "")} />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="detail-list__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** AdminOrderInfo: what the client asked for, the package, the dates and the websites. */
export function AdminOrderInfo({ order }: { order: OrderRecord }) {
  return (
    <section className="card detail-card" aria-labelledby="order-info-title">
      <h2 id="order-info-title" className="detail-card__title">
        Order information
      </h2>
      <p className="detail-description">{order.description}</p>
      <dl className="detail-list">
        <Item term="Company">{order.company_name}</Item>
        <Item term="Service type">{order.service_type || "Online store build"}</Item>
        <Item term="Budget">{formatBudget(order.budget)}</Item>
        <Item term="Timeline">{order.timeline || "—"}</Item>
        <Item term="Priority">
          <span className="capitalize">{order.priority || "normal"}</span>
        </Item>
        <Item term="Phone">{order.phone_number || <span className="muted">Not provided</span>}</Item>
        <Item term="Created">
          <time dateTime={order.created.replace(" ", "T")} title={formatDateTime(order.created)}>
            {formatDate(order.created)}
          </time>
        </Item>
        <Item term="Last updated">
          <time dateTime={order.updated.replace(" ", "T")}>{formatDateTime(order.updated)}</time>
        </Item>
        <Item term="Current website">
          <WebsiteLink url={order.current_website} />
        </Item>
        <Item term="Reference website">
          <WebsiteLink url={order.reference_website} />
        </Item>
        {order.collaborator_code ? <Item term="Collaborator code">{order.collaborator_code}</Item> : null}
        {/* the client's two answers on the new-order form */}
        <Item term="Store on Shopify">{order.on_shopify || order.collaborator_code ? "Yes" : "No"}</Item>
        <Item term="Intro call">{order.book_call ? "Asked to book a call" : "Not asked"}</Item>
      </dl>
    </section>
  )
}
