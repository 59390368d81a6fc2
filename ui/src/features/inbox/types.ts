import type { Stance } from "@/lib/turns"

/** What can wait on the studio (the server's pb_hooks/lib/waiting.js STUDIO_KINDS). */
export type QueueKind =
  "new_order" | "messages" | "intake_complete" | "access_granted" | "code_received" | "preview_answered"

/** One item of the studio's queue, as GET /api/launchdesk/admin/queue answers it. */
export interface QueueItem {
  id: string
  kind: QueueKind
  /** How many of it (unread messages); 1 otherwise. */
  count: number
  /** When it last changed (PocketBase's date format). */
  at: string
  orderId: string
  title: string
  company: string
  status: string
  onShopify: boolean
  collaboratorCode: string
  bookCall: boolean
  clientName: string
  /** The name of the order's brand ("" for an order of no brand). */
  brandName: string
  /** The order's preview review state ("approved", "changes"...; "" before any): what a preview answer was. */
  reviewState: string
  /** The launch's stored stance ("" and [] before approval): whose turn the order is, as every screen says it. */
  waits_on: Stance["waits_on"]
  next: Stance["next"]
  owes: Stance["owes"]
}

/** The queue: its newest items and how many there are in all. */
export interface Queue {
  total: number
  items: QueueItem[]
}
