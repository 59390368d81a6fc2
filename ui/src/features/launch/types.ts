import type { RecordModel } from "pocketbase"
import lists from "../../../../pb_hooks/lib/steps.json"
import type { Stance } from "@/lib/turns"

// The launch's lists are written once, in pb_hooks/lib/steps.json: the hooks require it, Go reads it at start.

/** A launch step of an order in progress. */
export type LaunchStep = keyof typeof lists.stepNames
/** The launch steps, in order. */
export const LAUNCH_STEPS = lists.steps as readonly LaunchStep[]

/** A brand intake item. */
export type IntakeItemName = keyof typeof lists.itemNames
/** The brand intake items, in order. */
export const INTAKE_ITEMS = lists.intakeItems as readonly IntakeItemName[]

/** A store access state (code_needed → code_received → request_sent → granted on Shopify; dev_store otherwise). */
export type AccessState = (typeof lists.access)[number]

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
