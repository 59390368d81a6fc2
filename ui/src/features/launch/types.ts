import type { RecordModel } from "pocketbase"
import type { Stance } from "@/lib/turns"

/** The launch steps of an order in progress, in order (pb_hooks/lib/launch_steps.js). */
export const LAUNCH_STEPS = ["approved", "intake", "access", "building", "preview", "launched"] as const
export type LaunchStep = (typeof LAUNCH_STEPS)[number]

/** The brand intake items, in order. */
export const INTAKE_ITEMS = ["logo", "colors_fonts", "products", "policies", "domain"] as const
export type IntakeItemName = (typeof INTAKE_ITEMS)[number]

export type AccessState = "code_needed" | "code_received" | "request_sent" | "granted" | "dev_store"

export type { NextKey, Owed, Need, Stance } from "@/lib/turns"

/** One order's launch (the launches collection). Dates are PocketBase strings, "" when unset. */
export interface Launch extends RecordModel, Stance {
  order: string
  step: LaunchStep
  shopify: boolean
  access: AccessState
  store_domain: string
  intake_complete: boolean
  approved_at: string
  clock_started: string
  clock_running_since: string
  clock_used_ms: number
  due_at: string
  launched_at: string
  on_time: boolean
}

/** One brand intake item (the intake_items collection). */
export interface IntakeItem extends RecordModel {
  order: string
  item: IntakeItemName
  state: "open" | "done" | "not_needed"
  answer: string
  message: string
  done_at: string
}

/** What the launch routes answer. */
export interface LaunchView {
  launch: Launch
  items: IntakeItem[]
}

/** One problem of a rejected product CSV. */
export interface CsvRowError {
  row: number
  message: string
}
