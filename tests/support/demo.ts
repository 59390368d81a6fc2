import PocketBase from "pocketbase"
import type { Account } from "./accounts"
import type { TestServer } from "./server"

/** A login the demo seed creates and prints (internal/demo/accounts.go). */
export interface DemoLogin {
  email: string
  password: string
  name: string
}

/** The demo admin. */
export const DEMO_ADMIN: DemoLogin = {
  email: "admin@launchdesk.local",
  password: "admin-demo-2026",
  name: "Sam Rivera",
}

/** The demo's clients, the people the landing page's testimonials quote. */
export const DEMO_CLIENTS = {
  ava: { email: "ava@noir-atelier.example", password: "client-demo-2026", name: "Ava Okafor" },
  noah: { email: "noah@drift-supply.example", password: "client-demo-2026", name: "Noah Lindqvist" },
} satisfies Record<string, DemoLogin>

/** seedDemo runs `demo seed` with args on the server's data (stopped meanwhile: the seed writes straight into SQLite). */
export async function seedDemo(server: TestServer, args: string[] = []): Promise<void> {
  await server.stop()
  await server.cli(["demo", "seed", ...args])
  await server.restart()
}

/** signInDemo signs a demo login in through the API. */
export async function signInDemo(server: TestServer, login: DemoLogin): Promise<Account> {
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  const auth = await pb.collection("users").authWithPassword(login.email, login.password)
  return { id: auth.record.id, email: login.email, password: login.password, pb }
}
