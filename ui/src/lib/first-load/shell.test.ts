import { afterEach, describe, expect, it, vi } from "vitest"
import { FIRST_LOAD_MAX_AGE_MS } from "./requests"
import { takeShellResponse } from "./shell"

const tokenFor = (id: string) => `x.${btoa(JSON.stringify({ id, exp: 4102444800, type: "auth" }))}.y`
const url = "/api/collections/orders/records?page=1&perPage=10&filter=client%20%3D%20%22u1%22"

function shellSent(userId = "u1", at = performance.now()) {
  const response = Promise.resolve(new Response('{"items":[]}'))
  window.__launchdeskShellRequests = { userId, at, responses: { [`GET ${url}`]: response } }
  return response
}

describe("shell requests", () => {
  afterEach(() => {
    delete window.__launchdeskShellRequests
    vi.unstubAllGlobals()
  })

  it("answers the same request by the same user once, with the shell's response", () => {
    const response = shellSent()
    const init = { method: "GET", headers: { Authorization: tokenFor("u1") } }
    // The SDK asks with an absolute URL; the shell recorded the path.
    expect(takeShellResponse(`${location.origin}${url}`, init)).toBe(response)
    expect(takeShellResponse(`${location.origin}${url}`, init)).toBeNull()
  })

  it("leaves other requests, other users and old responses to the network", async () => {
    shellSent()
    const other = { method: "GET", headers: { Authorization: tokenFor("u2") } }
    expect(takeShellResponse(url, other)).toBeNull()
    shellSent()
    expect(takeShellResponse(url, { method: "POST", headers: { Authorization: tokenFor("u1") } })).toBeNull()
    expect(takeShellResponse(`${url}&page=2`, { headers: { Authorization: tokenFor("u1") } })).toBeNull()
    expect(takeShellResponse(url)).toBeNull() // signed out meanwhile: no Authorization
    shellSent("u1", performance.now() - FIRST_LOAD_MAX_AGE_MS - 1)
    expect(takeShellResponse(url, { headers: { Authorization: tokenFor("u1") } })).toBeNull()
  })

  it("lets the SDK client take the shell's response instead of asking again", async () => {
    const network = vi.fn(async () => new Response('{"items":[{"id":"fresh"}]}'))
    vi.stubGlobal("fetch", network)
    const { pb } = await import("../pocketbase")
    pb.authStore.save(tokenFor("u1"), null)
    window.__launchdeskShellRequests = {
      userId: "u1",
      at: performance.now(),
      responses: {
        "GET /api/launchdesk/admin/stats": Promise.resolve(new Response('{"from":"shell"}')),
      },
    }
    await expect(pb.send("/api/launchdesk/admin/stats", { requestKey: null })).resolves.toEqual({
      from: "shell",
    })
    await expect(pb.send("/api/launchdesk/admin/stats", { requestKey: null })).resolves.toEqual({
      items: [{ id: "fresh" }],
    })
    expect(network).toHaveBeenCalledTimes(1)
    pb.authStore.clear()
  })

  it("holds a request the shell did not send until the first screen is painted", async () => {
    const network = vi.fn(async () => new Response('{"unread":1}'))
    vi.stubGlobal("fetch", network)
    const { firstScreenPainted, holdUntilFirstPaint } = await import("../after-paint")
    const { pb } = await import("../pocketbase")
    holdUntilFirstPaint()
    const answer = pb.send("/api/launchdesk/messages/unread", { requestKey: null })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(network).not.toHaveBeenCalled()
    firstScreenPainted()
    await expect(answer).resolves.toEqual({ unread: 1 })
    expect(network).toHaveBeenCalledTimes(1)
  })
})
