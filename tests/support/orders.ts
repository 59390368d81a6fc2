import type PocketBase from "pocketbase"
import type { RecordModel } from "pocketbase"
import type { Account } from "./accounts"

/** The fields of an order as the portal's form sends them. */
export interface OrderFields {
  title?: string
  description?: string
  company_name?: string
  collaborator_code?: string
  on_shopify?: boolean
}

let seq = 0

/**
 * newOrder submits an order as account, the way the portal does: a unique title and a Shopify store for a
 * streetwear label at Noir Atelier unless fields say otherwise. The one way tests create an order.
 */
export function newOrder(account: Account, fields: OrderFields = {}): Promise<RecordModel> {
  seq += 1
  return account.pb.collection("orders").create({
    title: `Store build ${Date.now().toString(36)}-${seq}`,
    description: "A Shopify store for a small streetwear label.",
    company_name: "Noir Atelier",
    ...fields,
    client: account.id,
  })
}

/** newOrders submits n orders as account one after another, "<prefix> 001" the oldest; returns their ids. */
export async function newOrders(account: Account, n: number, prefix = "Order"): Promise<string[]> {
  const ids: string[] = []
  for (let i = 1; i <= n; i++) {
    const order = await newOrder(account, {
      title: `${prefix} ${String(i).padStart(3, "0")}`,
      description: "An order made by the test to fill the list.",
      company_name: i % 2 ? "Noir Atelier" : "Drift Supply",
    })
    ids.push(order.id)
  }
  return ids
}

/**
 * LAUNCH_REASON is the reason a test's studio gives to complete an order its client never approved: the launch gate
 * (docs/decisions.md §21) takes it as the studio's override, which the client reads in-app and by e-mail (a
 * notification "Your store will launch: {title}" and an e-mail of kind review). Tests that want the client's own
 * approval go through the review routes instead (tests/integration/review-support.ts launchedReviewedOrder).
 */
export const LAUNCH_REASON = "Agreed with the client by phone: launch it now."

/** statusBody is the body of the studio's status save: a completion carries LAUNCH_REASON unless a reason is given. */
export function statusBody(status: string, reason?: string): Record<string, string> {
  const why = reason ?? (status === "completed" ? LAUNCH_REASON : undefined)
  return why === undefined ? { status } : { status, reason: why }
}

/** completeOrder completes orderId as pb (an admin or a superuser), the studio approving the launch with reason. */
export const completeOrder = (
  pb: PocketBase,
  orderId: string,
  reason = LAUNCH_REASON,
): Promise<RecordModel> =>
  pb.collection("orders").update(orderId, { status: "completed", reason }, { requestKey: null })
