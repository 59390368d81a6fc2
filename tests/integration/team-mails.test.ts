import { beforeAll, describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import type { ReceivedMail } from "../support/smtp"
import { paidSession, sendEvent, stripeEvent } from "../support/stripe"
import { sleep } from "../support/wait"
import { moveStep } from "./launch-support"
import { approvedOrder, checkout, paymentOf, paymentsWorld } from "./payments-support"
import { askReview, approveReview } from "./review-support"
import { joinBrand } from "./team-support"
import { cardPaidOrder, setClock, startClock } from "./trust-support"

// The e-mails that used to reach the order's client alone now reach the members of its brand whom they concern
// (lib/access.js membersWho), each by their own preferences: the intake reminder, the preview's turn and the
// testimonial's invitation reach those who work on the order (the owner and members); a second payment and the
// guarantee's make-good reach those who pay (the owner and billing members). A member with status e-mails off gets
// no reminder or invitation, and the preview's turn by its own preference.

const w = paymentsWorld({
  smtp: true,
  admin: "Sam Studio",
  client: "Ava Owner",
  su: true,
  env: { GUARANTEE: "50", INTAKE_REMINDER_HOURS: "0.001" },
})

describe("a brand's mails reach the members whom they concern", () => {
  let designer: Account
  let quiet: Account // a member with status e-mails off
  let books: Account
  beforeAll(async () => {
    designer = await joinBrand(w.server, w.su, w.client, "member", "Lina Designer")
    quiet = await joinBrand(w.server, w.su, w.client, "member", "Quinn Quiet")
    await quiet.pb.collection("users").update(quiet.id, { email_prefs: { status: false } })
    books = await joinBrand(w.server, w.su, w.client, "billing", "Bo Books")
  }, 60_000)

  /** whoGot waits for subject's mails to the expected people, then answers every address it reached. */
  async function whoGot(subject: string, expected: Account[]): Promise<string[]> {
    const about = (m: ReceivedMail) => m.parsed.subject === subject
    await w.smtp.waitFor(about, expected.length, 15_000)
    await sleep(500) // any other's had its chance
    return w.smtp.messages
      .filter(about)
      .flatMap((m) => m.to)
      .sort()
  }
  const addresses = (...people: Account[]) => people.map((p) => p.email).sort()

  it("reminds and asks for a review those who work on the order, and invites them to a testimonial", async () => {
    const order = await approvedOrder(w.client, w.admin)
    await moveStep(w.admin.pb, order.id, "intake")
    const working = [w.client, designer]
    expect(await whoGot(`Your brand intake is waiting: ${order.title}`, working)).toEqual(
      addresses(...working),
    )

    await askReview(w.admin.pb, order.id)
    const turn = `Your store preview is ready: ${order.title}`
    // the turn is e-mailed by "Notifications from the studio", which the quiet member keeps on
    expect(await whoGot(turn, [...working, quiet])).toEqual(addresses(...working, quiet))
    // each working member has the turn in-app; the bookkeeper has nothing of it
    for (const [account, count] of [
      [designer, 1],
      [quiet, 1],
      [books, 0],
    ] as const) {
      const notes = await account.pb.collection("notifications").getFullList({ filter: `title = "${turn}"` })
      expect(notes).toHaveLength(count)
    }
    await approveReview(designer.pb, order.id)
    const approved = await w.admin.pb
      .collection("notifications")
      .getFirstListItem(`title = "Preview approved: ${order.title}"`)
    expect(approved.message).toContain("Lina Designer approved the store for launch") // the person who did
    await moveStep(w.admin.pb, order.id, "launched")
    const invite = `How did your launch go? ${order.title}`
    expect(await whoGot(invite, working)).toEqual(addresses(...working))
  })

  it("tells those who pay of a second payment and of the guarantee's make-good", async () => {
    const order = await approvedOrder(w.client, w.admin)
    await checkout(w.client, order.id)
    const first = await paymentOf(w, order.id)
    const soon = new Date(Date.now() + 2 * 60_000).toISOString().replace("T", " ")
    await w.su.collection("payments").update(first.id, { checkout_expires: soon }) // the next Pay replaces it
    await checkout(books, order.id)
    const second = String((await paymentOf(w, order.id)).stripe_session)
    for (const session of [String(first.stripe_session), second])
      await sendEvent(w.server.url, stripeEvent("checkout.session.completed", paidSession(session, order.id)))
    const paying = [w.client, books]
    const extra = `Second payment received: ${order.title}`
    expect(await whoGot(extra, paying)).toEqual(addresses(...paying))

    const late = (await cardPaidOrder(w)).order
    await startClock(w, late.id)
    await setClock(w, late.id, 0, 49)
    const makeGood = `Our guarantee: $100.00 back for ${late.title}`
    expect(await whoGot(makeGood, paying)).toEqual(addresses(...paying))
  })
})
