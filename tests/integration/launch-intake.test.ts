import type { RecordModel } from "pocketbase"
import { describe, expect, it } from "vitest"
import type { ReceivedMail } from "../support/smtp"
import {
  approve,
  BAD_CSV,
  GOOD_CSV,
  launchOf,
  markItem,
  moveStep,
  sendFiles,
  shopifyOrder,
  submitItem,
} from "./launch-support"
import { form, PNG, startMessagesWorld } from "./messages-support"
import { sleep } from "../support/wait"
import { testFixture } from "../support/world"

// INTAKE_REMINDER_HOURS=0.001: the reminder is due 3.6 s after approval, and again 3.6 s after each one sent.
const PERIOD_MS = 3600

describe("brand intake: answers, files from the conversation, the product CSV check and the reminder", () => {
  const w = testFixture(() => startMessagesWorld({ INTAKE_REMINDER_HOURS: "0.001" }))

  const itemOf = async (order: RecordModel, item: string) =>
    w.su
      .collection("intake_items")
      .getFirstListItem(w.su.filter("order = {:id} && item = {:item}", { id: order.id, item }))

  it("rejects a bad product CSV with its row numbers and nothing saved, then takes the fixed file", async () => {
    const order = await shopifyOrder(w.client)
    await approve(w.admin, order)
    const bad = await sendFiles(w.client, order.id, [["products.csv", Buffer.from(BAD_CSV), "text/csv"]])
    const refused = await submitItem(w.client.pb, order.id, "products", { message: bad.id }).catch((e) => e)
    expect(refused.status).toBe(400)
    expect(refused.message).toBe("The product list has 4 problems: fix them and upload the file again.")
    expect(refused.response.rows).toEqual([
      {
        row: 2,
        message:
          'Row 2: the Handle "Classic Tee" may hold only lowercase letters, digits and single hyphens.',
      },
      { row: 3, message: 'Row 3: the first row of "wool-beanie" needs a Title.' },
      { row: 3, message: 'Row 3: the Variant Price "abc" is not a price like 24.00.' },
      { row: 5, message: "Row 5: Published must be TRUE or FALSE." },
    ])
    expect((await itemOf(order, "products")).state).toBe("open")

    const noColumns = await sendFiles(w.client, order.id, [
      ["p.csv", Buffer.from("Name,Price\nTee,24\n"), "text/csv"],
    ])
    const header = await submitItem(w.client.pb, order.id, "products", { message: noColumns.id }).catch(
      (e) => e,
    )
    expect(header.message).toBe("The header row lacks the columns Handle, Title, Variant Price.")
    const png = await sendFiles(w.client, order.id, [["logo.png", PNG, "image/png"]])
    const notCsv = await submitItem(w.client.pb, order.id, "products", { message: png.id }).catch((e) => e)
    expect(notCsv.message).toBe("Upload the product list as a Shopify product CSV file (.csv).")

    const good = await sendFiles(w.client, order.id, [["products.csv", Buffer.from(GOOD_CSV), "text/csv"]])
    const answer = await submitItem(w.client.pb, order.id, "products", { message: good.id })
    expect(answer.items.find((i) => i.item === "products")).toMatchObject({ state: "done", message: good.id })
  })

  it("refuses a bad product list before its message is saved, and keeps the words sent with files", async () => {
    const order = await shopifyOrder(w.client)
    await approve(w.admin, order)
    const intakeForm = (csv: string, body: string) => {
      const data = form({ order: order.id, body, intake: "products" }, [
        ["products.csv", Buffer.from(csv), "text/csv"],
      ])
      return w.client.pb.collection("messages").create(data)
    }
    const refused = await intakeForm(BAD_CSV, "Product list: products.csv").catch((e) => e)
    expect(refused.status).toBe(400)
    expect(refused.message).toBe("The product list has 4 problems: fix them and upload the file again.")
    expect(refused.response.rows).toHaveLength(4)
    const thread = () =>
      w.su.collection("messages").getFullList({ filter: w.su.filter("order = {:id}", { id: order.id }) })
    expect(await thread()).toHaveLength(0) // nothing was posted to the conversation
    // another client gets the usual refusal for someone else's order, never a check of the file
    const other = await w.other.pb
      .collection("messages")
      .create(
        form({ order: order.id, body: "x", intake: "products" }, [
          ["p.csv", Buffer.from(BAD_CSV), "text/csv"],
        ]),
      )
      .catch((e) => e)
    expect(other.status).toBeGreaterThanOrEqual(400)
    expect(other.response.rows).toBeUndefined()
    const guest = await w.guest
      .collection("messages")
      .create(
        form({ order: order.id, body: "x", intake: "products" }, [
          ["p.csv", Buffer.from(BAD_CSV), "text/csv"],
        ]),
      )
      .catch((e) => e)
    expect([guest.status >= 400, guest.response.rows]).toEqual([true, undefined])
    expect(await thread()).toHaveLength(0)
    expect((await itemOf(order, "products")).state).toBe("open")

    const logo = await w.client.pb
      .collection("messages")
      .create(
        form({ order: order.id, body: "Logo: logo.png\n\nOur logo is attached. Black on cream." }, [
          ["logo.png", PNG, "image/png"],
        ]),
      )
    const answer = await submitItem(w.client.pb, order.id, "logo", {
      message: logo.id,
      answer: "Our logo is attached. Black on cream.",
    })
    expect(answer.items.find((i) => i.item === "logo")).toMatchObject({
      state: "done",
      message: logo.id,
      answer: "Our logo is attached. Black on cream.",
    })
    const good = await intakeForm(GOOD_CSV, "Product list: products.csv")
    expect((await thread()).map((m) => m.id)).toEqual([logo.id, good.id])
  })

  it("lets the studio mark items not needed; a typed answer completes the rest and starts the clock", async () => {
    const order = await shopifyOrder(w.client)
    await approve(w.admin, order)
    await markItem(w.admin.pb, order.id, "domain", "not_needed")
    await markItem(w.admin.pb, order.id, "policies", "not_needed")
    expect((await itemOf(order, "domain")).state).toBe("not_needed")
    const empty = await submitItem(w.client.pb, order.id, "logo", { answer: "  " }).catch((e) => e)
    expect(empty.message).toBe("Type an answer, or send the files in a message and choose it.")
    for (const item of ["logo", "colors_fonts", "products"]) {
      await submitItem(w.client.pb, order.id, item, { answer: "See our current store" })
    }
    expect((await launchOf(w.client.pb, order.id)).intake_complete).toBe(true)
  })

  it("marks an item not needed only while it is to do: an answer the client sent meanwhile stays", async () => {
    const order = await shopifyOrder(w.client)
    await approve(w.admin, order)
    // the studio's panel shows Logo to do; the client answers before the studio clicks "Not needed"
    await submitItem(w.client.pb, order.id, "logo", { answer: "Black on cream." })
    const late = await markItem(w.admin.pb, order.id, "logo", "not_needed").catch((e) => e)
    expect(late.status).toBe(400)
    expect(late.message).toBe(
      "The client completed this item meanwhile: read the answer, or reopen the item before marking it not needed.",
    )
    expect(await itemOf(order, "logo")).toMatchObject({ state: "done", answer: "Black on cream." })
    // twice the same click: the second changes nothing and is not an error
    await markItem(w.admin.pb, order.id, "domain", "not_needed")
    const first = await itemOf(order, "domain")
    await markItem(w.admin.pb, order.id, "domain", "not_needed")
    expect((await itemOf(order, "domain")).done_at).toBe(first.done_at)
  })

  it("reminds the client once a period while the intake is incomplete, and stops when it is complete", async () => {
    const order = await shopifyOrder(w.client)
    const approved = Date.now()
    await approve(w.admin, order)
    await moveStep(w.admin.pb, order.id, "intake")
    const reminder = (m: ReceivedMail) =>
      m.to.includes(w.client.email) && m.parsed.subject === `Your brand intake is waiting: ${order.title}`
    const [first] = await w.smtp.waitFor(reminder, 1, 15_000)
    expect(first!.receivedAt - approved).toBeGreaterThanOrEqual(PERIOD_MS - 300)
    expect(first!.parsed.text).toContain(
      "Still missing: Logo, Brand colours and fonts, Product list, Policies (shipping, returns), Domain.",
    )
    expect(first!.parsed.text).toContain(`/portal/orders/${order.id}`)
    await submitItem(w.client.pb, order.id, "logo", { answer: "Attached in the chat" })
    await sleep(PERIOD_MS / 2)
    expect(w.smtp.messages.filter(reminder)).toHaveLength(1) // not before a period has passed
    const all = await w.smtp.waitFor(reminder, 2, 15_000)
    expect(all[1]!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(PERIOD_MS - 300)
    expect(all[1]!.parsed.text).toContain("Still missing: Brand colours and fonts, Product list,")
    for (const item of ["colors_fonts", "products", "policies", "domain"]) {
      await submitItem(w.client.pb, order.id, item, { answer: "Done" })
    }
    await sleep(PERIOD_MS * 2)
    expect(w.smtp.messages.filter(reminder)).toHaveLength(2)
    const pending = await w.su.collection("mail_outbox").getFullList({
      filter: w.su.filter("order = {:id} && kind = 'intake_reminder' && state = 'queued'", { id: order.id }),
    })
    expect(pending).toHaveLength(0)
  })
})
