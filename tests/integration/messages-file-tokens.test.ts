import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { fileStatus, fileUrl, form, type MessagesWorld, PNG, startMessagesWorld } from "./messages-support"

// PocketBase's shortest file token lasts 10 s; the default (3 min) is restored after the test.
const SHORT_SECONDS = 10

describe("messages: a file token stops opening files once it has expired", () => {
  let w: MessagesWorld
  let defaultSeconds = 0

  beforeAll(async () => {
    w = await startMessagesWorld()
    const users = await w.su.collections.getOne("users")
    defaultSeconds = (users.fileToken as { duration: number }).duration
    await w.su.collections.update("users", { fileToken: { duration: SHORT_SECONDS } })
  })
  afterAll(async () => {
    await w?.su.collections.update("users", { fileToken: { duration: defaultSeconds } })
    await w?.dispose()
  })

  it("serves a file with a fresh token, and nothing with the same token after it expired", async () => {
    const message = await w.client.pb
      .collection("messages")
      .create(form({ order: w.order.id, body: "Our logo." }, [["logo.png", PNG, "image/png"]]))
    const token = await w.client.pb.files.getToken()
    expect(await fileStatus(fileUrl(w, message, 0, token))).toBe(200)
    await new Promise((r) => setTimeout(r, (SHORT_SECONDS + 1.5) * 1000))
    expect(await fileStatus(fileUrl(w, message, 0, token))).toBe(404)
    expect(await fileStatus(fileUrl(w, message, 0, token) + "&thumb=160x160")).toBe(404)
    // a new token opens it again: the refusal is the expiry, not the file
    expect(await fileStatus(fileUrl(w, message, 0, await w.client.pb.files.getToken()))).toBe(200)
  }, 30_000)
})
