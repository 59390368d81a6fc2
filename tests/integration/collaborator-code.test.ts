import type PocketBase from "pocketbase"
import { describe, expect, it } from "vitest"
import { signUpClient } from "../support/accounts"
import { newOrder } from "../support/orders"
import { sleep } from "../support/wait"
import { testFixture } from "../support/world"
import { approve, launchOf, setAccess } from "./launch-support"
import { mailsTo, startPipeline } from "./pipeline-support"
import { notesAbout } from "./queue-support"
import { statusOf } from "./review-support"

// "Is your website currently on Shopify?" is followed (issue 40 item 1): a client who ticked it without a
// collaborator code is asked for the code on the order page and by a notification, can give it at any time (before
// approval too) and replace a mistyped one, until the studio has sent its request; the launch waits on the code, and
// the studio only may send the request once it has one. Nobody else can give or read it.

const world = testFixture(() => startPipeline())

const giveCode = (pb: PocketBase, orderId: string, code: unknown) =>
  pb.send<{ launch: Record<string, unknown> | null }>(`/api/launchdesk/orders/${orderId}/collaborator-code`, {
    method: "POST",
    body: { code },
    requestKey: null,
  })

const onShopify = () =>
  newOrder(world.client, { title: `On Shopify ${Date.now().toString(36)}`, on_shopify: true })

describe("the Shopify collaborator code given later", () => {
  it("asks for the code, waits on it, takes it, and the studio's request follows", async () => {
    const order = await onShopify()
    await approve(world.admin, order)
    let launch = await launchOf(world.client.pb, order.id)
    expect(launch).toMatchObject({ shopify: true, access: "code_needed", waits_on: "client" })
    expect(launch["owes"]).toContain("code")
    expect(launch["needs"]).toContain("access") // the clock waits on the store access
    const subject = `Share your Shopify collaborator code: ${order["title"]}`
    const [mail] = await world.smtp.waitFor(mailsTo(world.client.email, subject), 1)
    expect(mail?.parsed.text).toContain("enter it on your order page")
    expect(await notesAbout(world, order.id, "Share your Shopify collaborator code")).toHaveLength(1)

    // no request without a code
    expect(await statusOf(setAccess(world.admin.pb, order.id, "request_sent", "noir.myshopify.com"))).toBe(
      400,
    )
    // an empty code is refused in a sentence, and nothing changes
    const empty = await giveCode(world.client.pb, order.id, "  ").catch(
      (e: { status: number; message: string }) => e,
    )
    expect(empty).toMatchObject({ status: 400 })
    expect((empty as { message: string }).message).toMatch(/^Enter your Shopify collaborator code/)

    const answer = await giveCode(world.client.pb, order.id, " 4821 ")
    expect(answer.launch).toMatchObject({ access: "code_received", next: "intake" }) // the intake is still open
    launch = await launchOf(world.client.pb, order.id)
    expect(launch["owes"]).not.toContain("code")
    // the studio reads it; the client's API never shows it (internal/visibility)
    expect((await world.admin.pb.collection("orders").getOne(order.id))["collaborator_code"]).toBe("4821")
    expect((await world.client.pb.collection("orders").getOne(order.id))["collaborator_code"]).toBeUndefined()
    // a mistyped code is replaced while the request is not sent
    await giveCode(world.client.pb, order.id, "4822")
    expect((await world.admin.pb.collection("orders").getOne(order.id))["collaborator_code"]).toBe("4822")
    const history = await world.admin.pb.collection("order_events").getFullList({
      filter: world.admin.pb.filter("order = {:id} && note = 'Collaborator code received'", { id: order.id }),
    })
    expect(history.length).toBe(2)
    expect(history[0]).toMatchObject({ actor: "client" })

    await setAccess(world.admin.pb, order.id, "request_sent", "noir-later.myshopify.com")
    const late = await giveCode(world.client.pb, order.id, "9999").catch((e: { status: number }) => e)
    expect(late).toMatchObject({ status: 400 })
    // the code asked for is no longer owed: told once, and not again
    await sleep(500)
    expect(world.smtp.messages.filter(mailsTo(world.client.email, subject))).toHaveLength(1)
  })

  it("takes the code before approval, and the launch then starts with it", async () => {
    const order = await onShopify()
    await giveCode(world.client.pb, order.id, "5150")
    await approve(world.admin, order)
    expect(await launchOf(world.client.pb, order.id)).toMatchObject({ access: "code_received" })
  })

  it("refuses anyone but the order's client and the studio: anonymous, another client, bad ids", async () => {
    const order = await onShopify()
    await approve(world.admin, order)
    const other = await signUpClient(world.server, "Otto Other")
    expect(await statusOf(giveCode(other.pb, order.id, "1234"))).toBe(404)
    const anonymous = new (world.client.pb.constructor as new (url: string) => PocketBase)(world.server.url)
    expect(await statusOf(giveCode(anonymous, order.id, "1234"))).toBe(401)
    expect(await statusOf(giveCode(world.client.pb, "nope", "1234"))).toBe(404)
    expect((await launchOf(world.client.pb, order.id))["access"]).toBe("code_needed")
    // the studio may enter the code it was given another way
    await giveCode(world.admin.pb, order.id, "7777")
    expect((await launchOf(world.client.pb, order.id))["access"]).toBe("code_received")
    // concurrent codes: one launch, the last one stands, no error but refusals
    const codes = await Promise.allSettled(
      ["1", "2", "3", "4"].map((c) => giveCode(world.client.pb, order.id, c)),
    )
    expect(codes.every((r) => r.status === "fulfilled")).toBe(true)
    expect(["1", "2", "3", "4"]).toContain(
      (await world.admin.pb.collection("orders").getOne(order.id))["collaborator_code"],
    )
  })
})
