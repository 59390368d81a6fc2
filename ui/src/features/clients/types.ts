import type { RecordModel } from "pocketbase"

/** A row of the client_stats view: a client with its order count and last order date. */
export interface ClientStatsRecord extends RecordModel {
  name: string
  email: string
  role: "client"
  /** The client confirmed the e-mail address. */
  verified: boolean
  created: string
  order_count: number
  /** "" when the client has no orders. */
  last_order_at: string
  /** The client's brand (docs/teams.md), its id and the client's role in it; "" for none. */
  brand: string
  brand_id: string
  brand_role: string
}

/** A client as the notification picker shows it. */
export interface ClientOption {
  id: string
  name: string
  email: string
}
