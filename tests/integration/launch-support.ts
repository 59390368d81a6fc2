import type PocketBase from "pocketbase"
import type { RecordModel } from "pocketbase"
import type { Account } from "../support/accounts"
import { LAUNCH_REASON, newOrder } from "../support/orders"
import { testFixture } from "../support/world"
import { form, type MessagesWorld, startMessagesWorld } from "./messages-support"

/** A launch and its intake items as the routes answer them. */
export interface LaunchAnswer {
  launch: RecordModel
  items: RecordModel[]
}

let seq = 0

/** shopifyOrder submits an order with a collaborator code, as the portal does for a store on Shopify. */
export function shopifyOrder(account: Account, code = "4821"): Promise<RecordModel> {
  seq += 1
  return newOrder(account, {
    title: `Shopify build ${seq}`,
    description: "A Shopify store for a small label.",
    collaborator_code: code,
  })
}

/**
 * approve puts the order in progress as the admin (the status pipeline opens the launch and makes the payment due)
 * and waives the payment, so that the launch clock starts with the intake and access as it did before payments
 * (payments-studio.test.ts tests the clock waiting for the payment).
 */
export async function approve(admin: Account, order: RecordModel): Promise<RecordModel> {
  const approved = await admin.pb.collection("orders").update(order.id, { status: "in_progress" })
  const payment = await admin.pb
    .collection("payments")
    .getFirstListItem(admin.pb.filter("order = {:o}", { o: order.id }), { requestKey: null })
  if (payment.state === "due") {
    const body = { reason: "Launch tests: paid outside" }
    await admin.pb.send(`/api/launchdesk/orders/${order.id}/payment/waive`, {
      method: "POST",
      body,
      requestKey: null,
    })
  }
  return approved
}

const post = (pb: PocketBase, path: string, body: Record<string, unknown>) =>
  pb.send<LaunchAnswer>(path, { method: "POST", body, requestKey: null })

/** moveStep asks the server to move the order's launch to step. */
export const moveStep = (pb: PocketBase, orderId: string, step: string) =>
  post(pb, `/api/launchdesk/orders/${orderId}/launch/step`, { step })

/**
 * launchOrder moves the order's launch to Launched (completing the order) as the studio, past the launch gate by the
 * studio's override with reason (docs/decisions.md §21): the client is told the reason in-app and by e-mail. Tests of
 * the client's own approval use review-support.ts (launchedReviewedOrder).
 */
export async function launchOrder(
  pb: PocketBase,
  orderId: string,
  reason = LAUNCH_REASON,
): Promise<LaunchAnswer> {
  await pb.send(`/api/launchdesk/orders/${orderId}/review/override`, {
    method: "POST",
    body: { reason },
    requestKey: null,
  })
  return moveStep(pb, orderId, "launched")
}

/** setAccess records the Shopify access state (request_sent with store_domain, or granted). */
export const setAccess = (pb: PocketBase, orderId: string, access: string, storeDomain = "") =>
  post(pb, `/api/launchdesk/orders/${orderId}/launch/access`, { access, store_domain: storeDomain })

/** submitItem completes an intake item with { answer } or { message }. */
export const submitItem = (pb: PocketBase, orderId: string, item: string, body: Record<string, unknown>) =>
  post(pb, `/api/launchdesk/orders/${orderId}/intake/${item}`, body)

/** markItem sets an intake item not_needed or open (the studio only). */
export const markItem = (pb: PocketBase, orderId: string, item: string, state: string) =>
  post(pb, `/api/launchdesk/orders/${orderId}/intake/${item}/mark`, { state })

/** sendFiles posts an order message carrying files ([name, content, type]) as account and returns it. */
export function sendFiles(account: Account, orderId: string, files: [string, Buffer, string][]) {
  return account.pb
    .collection("messages")
    .create(form({ order: orderId, body: "Files for the intake" }, files))
}

/** completeIntake answers every intake item by text as account. */
export async function completeIntake(account: Account, orderId: string): Promise<LaunchAnswer> {
  let last: LaunchAnswer | null = null
  for (const item of ["logo", "colors_fonts", "products", "policies", "domain"]) {
    last = await submitItem(account.pb, orderId, item, { answer: `Our ${item}` })
  }
  return last!
}

/** launchOf reads the order's launch as pb sees it. */
export const launchOf = (pb: PocketBase, orderId: string) =>
  pb.collection("launches").getFirstListItem(pb.filter("order = {:orderId}", { orderId }))

/** A product CSV that Shopify imports: a product with two variants and a single product. */
export const GOOD_CSV = [
  "Handle,Title,Body (HTML),Vendor,Option1 Name,Option1 Value,Variant Price,Published,Status",
  'classic-tee,Classic Tee,"<p>Soft, heavy cotton.</p>",Noir,Size,S,24.00,TRUE,active',
  "classic-tee,,,,Size,M,24.00,TRUE,active",
  "wool-beanie,Wool Beanie,,Noir,Title,Default Title,18.5,FALSE,draft",
].join("\r\n")

/** A product CSV with problems on rows 2, 3 and 5. */
export const BAD_CSV = [
  "Handle,Title,Vendor,Variant Price,Published",
  "Classic Tee,Classic Tee,Noir,24.00,TRUE",
  "wool-beanie,,Noir,abc,TRUE",
  "socks,Socks,Noir,9.00,TRUE",
  "hat,Hat,Noir,12.00,maybe",
].join("\n")

/**
 * approvedShopifyOrder starts, for the calling describe block, a messages world with one Shopify order of its client
 * that the studio approved (its launch open, its payment waived): `w` and `order`, read inside hooks and tests.
 */
export const approvedShopifyOrder = () =>
  testFixture(async () => {
    const w: MessagesWorld = await startMessagesWorld()
    const order = await shopifyOrder(w.client)
    await approve(w.admin, order)
    return { w, order, dispose: () => w.dispose() }
  })
