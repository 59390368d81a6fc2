import type { TestServer } from "./server"

/**
 * The environment that has the binary trust X-Real-IP, as behind docs/deploy.md's proxy: one test then
 * plays visitors from as many addresses as it needs.
 */
export const TRUST_REAL_IP = { TRUSTED_PROXY_HEADERS: "X-Real-IP" }

/** postFrom sends body as JSON to path as the visitor at ip would (with TRUST_REAL_IP); status and text. */
export async function postFrom(
  server: TestServer,
  path: string,
  body: unknown,
  ip: string,
): Promise<{ status: number; body: string }> {
  const res = await fetch(server.url + path, {
    method: "POST",
    headers: { "content-type": "application/json", "X-Real-IP": ip },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.text() }
}
