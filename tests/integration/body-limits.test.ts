import { afterEach, describe, expect, it } from "vitest"
import { signUpClient, uniqueEmail } from "../support/accounts"
import { startServer, type TestServer } from "../support/server"
import { jsonBody, multipartBody, peakRssMb, sendStreamed, type StreamedBody } from "./body-support"

const MB = 1024 * 1024
const CONCURRENT = 4
const PEAK_RSS_BUDGET_MB = 250

/** Hostile bodies just under what PocketBase alone would accept on each route. */
const batchBody = () =>
  jsonBody(
    '{"requests":[{"method":"POST","url":"/api/collections/orders/records","body":{"title":"',
    120 * MB,
    '"}}]}',
  )
const orderBody = () => jsonBody('{"title":"', 30 * MB, '"}')
const avatarBody = () => multipartBody("avatar", 34 * MB)
const signInBody = () => jsonBody('{"identity":"', 30 * MB, '","password":"x"}')

interface Case {
  name: string
  path: string
  body: () => StreamedBody
  /** Send as a signed-in client (PATCH of its own account). */
  asOwner?: boolean
}

const cases: Case[] = [
  { name: "batch, JSON", path: "/api/batch", body: batchBody },
  { name: "record create, JSON", path: "/api/collections/orders/records", body: orderBody },
  { name: "record create, multipart file", path: "/api/collections/users/records", body: avatarBody },
  {
    name: "sign-in (any other route), JSON",
    path: "/api/collections/users/auth-with-password",
    body: signInBody,
  },
  {
    name: "record update, multipart file",
    path: "/api/collections/users/records",
    body: avatarBody,
    asOwner: true,
  },
]

let server: TestServer | null = null
afterEach(async () => {
  await server?.dispose()
  server = null
})

describe.each([false, true])("oversize request bodies (chunked: %s)", (chunked) => {
  it.each(cases)(
    `$name: ${CONCURRENT} at once get 413 and the server's peak RSS stays under ${PEAK_RSS_BUDGET_MB} MB`,
    async ({ path, body, asOwner }) => {
      server = await startServer()
      let target = path
      const headers: Record<string, string> = {}
      if (asOwner) {
        const owner = await signUpClient(server)
        target = `${path}/${owner.id}`
        headers.Authorization = owner.pb.authStore.token
      }
      const pid = server.pid()
      if (pid === undefined) throw new Error("the server is not running")

      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () =>
          sendStreamed(server!.url, target, body(), {
            chunked,
            method: asOwner ? "PATCH" : "POST",
            headers,
          }),
        ),
      )

      const peak = peakRssMb(pid)
      expect(peak, `peak RSS ${peak.toFixed(0)} MB`).toBeLessThan(PEAK_RSS_BUDGET_MB)
      expect(answers.map((a) => a.status)).toEqual(Array<number>(CONCURRENT).fill(413))
      for (const a of answers) {
        expect(a.body?.message).toMatch(/^The request body is too large: .* at most [\d.]+ (MB|KB)\.$/)
      }
      // the server is still there and answers
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    },
  )
})

describe("bodies within the limits", () => {
  it("a sign-up with a 4.5 MB avatar (under the field's 5 MB) is stored whole", async () => {
    server = await startServer()
    const png = Buffer.alloc(4.5 * MB)
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png)
    const email = uniqueEmail("avatar")
    const form = new FormData()
    for (const [k, v] of Object.entries({
      email,
      name: "Avatar",
      password: "client-pass-1",
      passwordConfirm: "client-pass-1",
    })) {
      form.append(k, v)
    }
    form.append("avatar", new Blob([png], { type: "image/png" }), "me.png")
    const res = await fetch(`${server.url}/api/collections/users/records`, { method: "POST", body: form })
    expect(res.status).toBe(200)
    const user = (await res.json()) as { id: string; avatar: string }
    expect(user.avatar).toMatch(/\.png$/)
    const file = await fetch(`${server.url}/api/files/users/${user.id}/${user.avatar}`)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true)
  })
})
