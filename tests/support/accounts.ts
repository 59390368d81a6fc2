import PocketBase from "pocketbase"
import type { TestServer } from "./server"

/** A signed-in SDK client for one account. */
export interface Account {
  id: string
  email: string
  password: string
  pb: PocketBase
}

let counter = 0

/** uniqueEmail returns a fresh address for this test run. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`
}

/** signUpClient registers through the public API, as a visitor would (with email, or a new address), and signs in. */
export async function signUpClient(
  server: TestServer,
  name = "Test Client",
  email = uniqueEmail("client"),
): Promise<Account> {
  const password = "client-pass-1"
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  await pb.collection("users").create({ email, password, passwordConfirm: password, name })
  const auth = await pb.collection("users").authWithPassword(email, password)
  return { id: auth.record.id, email, password, pb }
}

/** createAdmin makes an admin with the CLI (the only way to get one) and signs in. */
export async function createAdmin(server: TestServer, name = "Test Admin"): Promise<Account> {
  const email = uniqueEmail("admin")
  const password = "admin-pass-123"
  await server.cli(["admin", "create", email, password, "--name", name])
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  const auth = await pb.collection("users").authWithPassword(email, password)
  return { id: auth.record.id, email, password, pb }
}

/** anonymous returns an SDK client with no session. */
export function anonymous(server: TestServer): PocketBase {
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  return pb
}

/** The password of the superusers the tests create. */
export const SUPERUSER_PASSWORD = "superuser-pass-123"

/** signInSuperuser returns an SDK client signed in as an existing PocketBase superuser. */
export async function signInSuperuser(
  server: TestServer,
  email: string,
  password = SUPERUSER_PASSWORD,
): Promise<PocketBase> {
  const su = anonymous(server)
  await su.collection("_superusers").authWithPassword(email, password)
  return su
}

/** createSuperuser makes a PocketBase superuser with the CLI (for inspection, never an actor) and signs in. */
export async function createSuperuser(server: TestServer, email = uniqueEmail("root")): Promise<PocketBase> {
  await server.cli(["superuser", "upsert", email, SUPERUSER_PASSWORD])
  return signInSuperuser(server, email)
}
