import type { OrderStatus } from "@/lib/pocketbase-types"

/** What the new-order form collects; on_shopify and book_call steer the form and are not stored. */
export interface NewOrderValues {
  title: string
  company_name: string
  phone_number: string
  current_website: string
  reference_website: string
  description: string
  on_shopify: boolean
  collaborator_code: string
  book_call: boolean
}

/** The body of a client's order create: optional fields are null when empty, status always pending. */
export interface NewOrderPayload {
  title: string
  description: string
  company_name: string
  phone_number: string | null
  current_website: string | null
  reference_website: string | null
  collaborator_code: string | null
  /** The form's two questions, shown to the studio in its Inbox. */
  on_shopify: boolean
  book_call: boolean
  client: string
  status: "pending_approval"
}

/** The My Orders query as the URL holds it: page (from 1), search text and status filter ("" = all). */
export interface OrderListQuery {
  page: number
  q: string
  status: OrderStatus | ""
}

/** One entry of an order's status history (the order_events collection). */
export interface OrderEvent {
  id: string
  from: OrderStatus | ""
  to: OrderStatus
  /** The studio's reason for a move back (empty otherwise). */
  note: string
  created: string
  actor?: "admin" | "client" | "superuser" | "system"
  /** The person who acted, with its role in the brand, when the reader may see them (a teammate, itself). */
  expand?: { who?: { name: string; expand?: { memberships_via_user?: { role: string } } } }
}

/** What the new-order page tells the dashboard it returns to (router state): the order just submitted. */
export interface SubmittedOrderState {
  submittedOrderId: string
}
