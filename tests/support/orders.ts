import type { RecordModel } from "pocketbase"
import type { Account } from "./accounts"

/** The fields of an order as the portal's form sends them. */
export interface OrderFields {
  title?: string
  description?: string
  company_name?: string
  collaborator_code?: string
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
