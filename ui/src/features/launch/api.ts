import { ClientResponseError, type UnsubscribeFunc } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import { intakeMessageBody } from "./intake-text"
import type { CsvRowError, IntakeItem, IntakeItemName, Launch, LaunchStep, LaunchView } from "./types"

// Fetchers of the launch tracker. Reads go through the collections; every change through the routes under
// /api/launchdesk/orders/{id}/..., which decide who may do what.

/** getLaunchView reads the order's launch and intake items; null before the order is approved. */
export async function getLaunchView(orderId: string): Promise<LaunchView | null> {
  const filter = pb.filter("order = {:orderId}", { orderId })
  try {
    const launch = await pb
      .collection("launches")
      .getFirstListItem<Launch>(filter, { requestKey: `launch-${orderId}` })
    const items = await pb
      .collection("intake_items")
      .getFullList<IntakeItem>({ filter, requestKey: `intake-${orderId}` })
    return { launch, items }
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return null
    throw err
  }
}

/** subscribeToLaunch calls onChange whenever the order's launch or intake items change. */
export async function subscribeToLaunch(orderId: string, onChange: () => void): Promise<UnsubscribeFunc> {
  const filter = pb.filter("order = {:orderId}", { orderId })
  const stops = await Promise.all([
    pb.collection("launches").subscribe("*", onChange, { filter }),
    pb.collection("intake_items").subscribe("*", onChange, { filter }),
  ])
  return async () => {
    await Promise.all(stops.map((stop) => stop()))
  }
}

const post = (path: string, body: Record<string, unknown>) =>
  pb.send<LaunchView>(path, { method: "POST", body, requestKey: null })
const orderPath = (orderId: string) => `/api/launchdesk/orders/${encodeURIComponent(orderId)}`

/**
 * moveStep puts the order's launch at step (the studio only), from the step the page shows (from): the server refuses
 * when the launch moved meanwhile. Without from (no launch shown yet), it moves from wherever the launch is.
 */
export const moveStep = (orderId: string, step: LaunchStep, from?: LaunchStep) =>
  post(`${orderPath(orderId)}/launch/step`, from === undefined ? { step } : { step, from })

/** markRequestSent records the collaborator request sent to the store's myshopify address. */
export const markRequestSent = (orderId: string, storeDomain: string) =>
  post(`${orderPath(orderId)}/launch/access`, { access: "request_sent", store_domain: storeDomain })

/** markAccessGranted records that the client approved the studio in Shopify. */
export const markAccessGranted = (orderId: string) =>
  post(`${orderPath(orderId)}/launch/access`, { access: "granted" })

/**
 * giveCollaboratorCode sends the Shopify collaborator code of an order already sent (its client or the studio): the
 * launch's answer, or a view with launch null before approval.
 */
export const giveCollaboratorCode = (orderId: string, code: string) =>
  pb.send<{ launch: Launch | null; items: IntakeItem[] }>(`${orderPath(orderId)}/collaborator-code`, {
    method: "POST",
    body: { code },
    requestKey: null,
  })

/** markItem sets an intake item not needed, or opens it again (the studio only). */
export const markItem = (orderId: string, item: IntakeItemName, state: "not_needed" | "open") =>
  post(`${orderPath(orderId)}/intake/${item}/mark`, { state })

/** answerItem completes an intake item with a typed answer. */
export const answerItem = (orderId: string, item: IntakeItemName, answer: string) =>
  post(`${orderPath(orderId)}/intake/${item}`, { answer })

/**
 * sendItemFiles posts the files, with the answer typed beside them, as a message of the order's conversation, then
 * completes the item with both. The product list's message carries intake=products: the server checks the CSV
 * before the message is saved, so a rejected file is never posted; it throws a ClientResponseError whose response
 * carries rows (see csvRowsOf).
 */
export async function sendItemFiles(
  orderId: string,
  item: IntakeItemName,
  label: string,
  files: File[],
  answer = "",
) {
  const data = new FormData()
  data.append("order", orderId)
  data.append("body", intakeMessageBody(label, files, answer))
  if (item === "products") data.append("intake", item)
  for (const file of files) data.append("files", file)
  const message = await pb.collection("messages").create(data, { requestKey: null })
  return post(`${orderPath(orderId)}/intake/${item}`, { message: message.id, answer: answer.trim() })
}

/** csvRowsOf reads the row errors of a rejected product CSV (empty for any other error). */
export function csvRowsOf(err: unknown): { rows: CsvRowError[]; more: number } {
  if (!(err instanceof ClientResponseError)) return { rows: [], more: 0 }
  const response = err.response as { rows?: CsvRowError[]; more?: number }
  return { rows: (response.rows ?? []).filter((r) => r.row > 0), more: response.more ?? 0 }
}

/** One launch step change of the order's history (order_events rows with a step). */
export interface StepEvent {
  id: string
  step_from: string
  step: string
  note: string
  actor: string
  created: string
  expand?: { who?: { name: string } }
}

/** listStepEvents lists the order's launch step changes, oldest first. */
export function listStepEvents(orderId: string): Promise<StepEvent[]> {
  return pb.collection("order_events").getFullList<StepEvent>({
    filter: pb.filter("order = {:orderId} && step != ''", { orderId }),
    sort: "created,@rowid", // rows of one transaction share a millisecond: the order they were written in
    expand: "who",
    requestKey: `launch-history-${orderId}`,
  })
}
