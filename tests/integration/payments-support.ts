import type { RecordModel } from "pocketbase"
import type { Account } from "../support/accounts"
import { newOrder } from "../support/orders"
import { startStripe, type TestStripe } from "../support/stripe"
import { startWorld, testFixture, type World, type WorldOptions } from "../support/world"

/** A test world whose binary talks to a stripe-mock of its own. */
export interface PaymentsWorld extends World {
  readonly stripe: TestStripe
}

/** paymentsWorld starts stripe-mock, then the world with Stripe on, once for the calling describe block or file. */
export const paymentsWorld = (options: WorldOptions = {}): PaymentsWorld =>
  testFixture(async () => {
    const stripe = await startStripe()
    try {
      const world = await startWorld({ ...options, env: { ...stripe.env, ...options.env } })
      return Object.assign(Object.create(world) as World, {
        stripe,
        dispose: async () => {
          await world.dispose()
          await stripe.stop()
        },
      }) as PaymentsWorld
    } catch (err) {
      await stripe.stop()
      throw err
    }
  })

/** approvedOrder submits an order as client and approves it as admin: its payment is due. */
export async function approvedOrder(client: Account, admin: Account): Promise<RecordModel> {
  const order = await newOrder(client)
  return admin.pb.collection("orders").update(order.id, { status: "in_progress" })
}

/** checkout asks the server, as account, for the Stripe Checkout URL of the order. */
export const checkout = (account: Account, orderId: string) =>
  account.pb.send<{ url: string }>(`/api/launchdesk/orders/${orderId}/payment/checkout`, {
    method: "POST",
    requestKey: null,
  })

/** paymentOf reads the order's payment as the superuser (hidden Stripe fields included). */
export const paymentOf = (world: World, orderId: string) =>
  world.su.collection("payments").getFirstListItem(world.su.filter("order = {:o}", { o: orderId }))
