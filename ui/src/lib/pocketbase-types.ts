import type { RecordModel } from "pocketbase"
import statuses from "../../../pb_hooks/lib/statuses.json"

/** Roles of the users collection. */
export type Role = "client" | "admin"

/** An order status: a key of pb_hooks/lib/statuses.json, which the hooks require and Go reads too. */
export type OrderStatus = keyof typeof statuses.names

/** The order statuses: the specification's three in pipeline order, then cancelled (docs/decisions.md §27). */
export const ORDER_STATUSES = statuses.order as readonly OrderStatus[]

export type NotificationStatus = "unread" | "read"

/** users collection record. */
export interface UserRecord extends RecordModel {
  name: string
  email: string
  role: Role
  /** The address was confirmed (by the e-mailed link or a sign-in code). */
  verified: boolean
  /** Which e-mails the user wants (features/auth/email-prefs.ts); missing kinds are on. */
  email_prefs?: Partial<Record<string, boolean>> | null
  created: string
  updated: string
}

/** orders collection record. */
export interface OrderRecord extends RecordModel {
  title: string
  description: string
  company_name: string
  phone_number: string
  current_website: string
  reference_website: string
  collaborator_code: string
  client: string
  /** The brand the order is for (docs/teams.md); "" for an order made before teams and never moved. */
  brand?: string
  status: OrderStatus
  budget: number
  timeline: string
  priority: "" | "low" | "normal" | "high" | "urgent"
  service_type: string
  created: string
  updated: string
  /** brand: its id and name, as the admin orders route attaches it (internal/adminapi/expand.go). */
  expand?: { client?: UserRecord; brand?: { id: string; name: string } }
}

/** notifications collection record. */
export interface NotificationRecord extends RecordModel {
  user: string
  title: string
  message: string
  status: NotificationStatus
  related_order: string
  created: string
  expand?: { related_order?: OrderRecord; user?: UserRecord }
}
