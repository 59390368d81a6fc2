import type { RecordModel } from "pocketbase"
import type { Account } from "../support/accounts"
import { newOrder } from "../support/orders"
import { recordStripe, startStripe, type StripeRecorder, type TestStripe } from "../support/stripe"
import { startWorld, testFixture, type World, type WorldOptions } from "../support/world"

/** A test world whose binary talks to a stripe-mock of its own (through a recorder when asked: record). */
export interface PaymentsWorld extends World {
  readonly stripe: TestStripe
  readonly recorder: StripeRecorder
}

/**
 * paymentsWorld starts stripe-mock (and a recorder in front of it, with record), then the world with Stripe on,
 * once for the calling describe block or file.
 */
export const paymentsWorld = (options: WorldOptions & { record?: boolean } = {}): PaymentsWorld =>
  testFixture(async () => {
    const stripe = await startStripe()
    const recorder = options.record ? await recordStripe(stripe.apiBase) : undefined
    const stop = async () => {
      await recorder?.stop()
      await stripe.stop()
    }
    try {
      const through: Record<string, string> = recorder ? { STRIPE_API_BASE: recorder.apiBase } : {}
      const world = await startWorld({ ...options, env: { ...stripe.env, ...through, ...options.env } })
      return Object.assign(Object.create(world) as World, {
        stripe,
        recorder,
        dispose: async () => {
          await world.dispose()
          await stop()
        },
      }) as PaymentsWorld
    } catch (err) {
      await stop()
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
