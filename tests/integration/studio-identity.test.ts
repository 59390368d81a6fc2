// Who is the studio (pb_hooks/lib/studio.js): a PocketBase superuser or a users account with the role admin, on
// every hook path a superuser can reach (the /api/launchdesk routes take users accounts only). Before the one
// definition, the product-list check treated a superuser as a client of nobody and let a bad file into the thread.
import type PocketBase from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BAD_CSV } from "./launch-support"
import { form, type MessagesWorld, startMessagesWorld } from "./messages-support"

let w: MessagesWorld

beforeAll(async () => {
  w = await startMessagesWorld()
})
afterAll(async () => {
  await w?.dispose()
})

/** The studio's two kinds of account, signed in. */
const STUDIO = ["an admin", "a superuser"] as const
const signedIn = (who: (typeof STUDIO)[number]): PocketBase => (who === "an admin" ? w.admin.pb : w.su)

const thread = () =>
  w.su.collection("messages").getFullList({ filter: w.su.filter("order = {:id}", { id: w.order.id }) })

describe("the studio is an admin or a superuser", () => {
  it.each(STUDIO)("checks the product list of %s like the client's", async (who) => {
    const pb = signedIn(who)
    const before = (await thread()).length
    const refused = await pb
      .collection("messages")
      .create(
        form({ order: w.order.id, body: `Product list from ${who}`, intake: "products" }, [
          ["products.csv", Buffer.from(BAD_CSV), "text/csv"],
        ]),
      )
      .catch((e) => e)
    expect([refused.status, refused.response?.rows?.length]).toEqual([400, 4])
    expect(await thread()).toHaveLength(before) // nothing was posted
  })

  it("e-mails a copy of a notification sent by an admin or by a superuser", async () => {
    for (const who of STUDIO) {
      await signedIn(who)
        .collection("notifications")
        .create({
          user: w.client.id,
          title: `A word from the studio (${who})`,
          message: "Your launch starts on Monday.",
        })
    }
    const copies = await w.su.collection("mail_outbox").getFullList({
      filter: w.su.filter("kind = 'notification' && recipient = {:r}", { r: w.client.email }),
    })
    expect(copies.map((c) => c.subject).sort()).toEqual([
      "A word from the studio (a superuser)",
      "A word from the studio (an admin)",
    ])
  })
})
