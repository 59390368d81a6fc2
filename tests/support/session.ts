import type { BrowserContext } from "playwright-core"
import type PocketBase from "pocketbase"

/**
 * seedSession signs a browser context in as an SDK client's account: the stored session
 * (localStorage "pocketbase_auth") is written before the first page load only, so that a
 * sign-out during the test stays signed out.
 */
export async function seedSession(context: BrowserContext, pb: PocketBase): Promise<void> {
  const session = JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record })
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("pocketbase_auth", value)
      sessionStorage.setItem("seeded", "1")
    }
  }, session)
}
