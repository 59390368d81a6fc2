import type { Touch } from "../../ui/src/lib/touch"
import type { TestServer } from "../support/server"

/** post sends body as JSON to path with extra headers (Sec-GPC, authorization), answering status and JSON body. */
export async function post(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** signUp registers name/email through the public users API with body's extra fields and headers. */
export const signUp = (
  server: TestServer,
  email: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  post(
    server,
    "/api/collections/users/records",
    { name: "Ivy Instagram", email, password: "client-pass-1", passwordConfirm: "client-pass-1", ...extra },
    headers,
  )

/** adTouch is the touch of a visit from an Instagram ad of the "drop" campaign with click id fbc. */
export const adTouch = (fbc: string, landed = "2027-03-19T08:00:00.000Z"): Touch => ({
  source: "instagram",
  medium: "paid",
  campaign: "drop",
  fbc,
  landed,
})
