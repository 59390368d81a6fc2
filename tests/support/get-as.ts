import type { Account } from "./accounts"

/**
 * getAs sends GET url as who (an account, a raw token, or nobody) and returns the status and the JSON body, for
 * the route tests that try one request as every kind of reader.
 */
export async function getAs<T>(
  url: string,
  who: Account | string | null,
): Promise<{ status: number; body: T }> {
  const token = typeof who === "string" ? who : who?.pb.authStore.token
  const res = await fetch(url, { headers: token ? { Authorization: token } : {} })
  return { status: res.status, body: (await res.json()) as T }
}
