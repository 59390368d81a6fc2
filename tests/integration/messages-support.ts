import type { RecordModel } from "pocketbase"
import type { Account } from "../support/accounts"
import { newOrder } from "../support/orders"
import { startWorld, type World } from "../support/world"

/** The world with SMTP, an admin, the order's client, another client, a superuser and one order of the client. */
export interface MessagesWorld extends World {
  order: RecordModel
}

/** startMessagesWorld starts the world; env is added to the binary's environment, args to `serve`. */
export async function startMessagesWorld(
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<MessagesWorld> {
  const world = await startWorld({
    args,
    smtp: true,
    env: { MAIL_RETRY_SECONDS: "1", ...env },
    admin: "Ada Admin",
    client: "Ava Client",
    other: "Olli Other",
    su: true,
  })
  return Object.assign(world, { order: await newOrder(world.client) })
}

/** driftOrder submits, as account, an order of a company whose name ends with a full stop. */
export const driftOrder = (account: Account, title: string) =>
  newOrder(account, { title, description: "Workwear, 30 products.", company_name: "Drift Supply Co." })

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
)
/** The start of a PDF. */
export const PDF = Buffer.from(
  "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n",
  "latin1",
)
/** An ELF executable header (a Linux program), padded. */
export const ELF = Buffer.concat([
  Buffer.from("7f454c46020101000000000000000000", "hex"),
  Buffer.alloc(256, 1),
])

/** form builds a multipart body with the fields and files ([name, content, type]). */
export function form(fields: Record<string, string>, files: [string, Buffer, string][] = []): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  for (const [name, content, type] of files)
    data.append("files", new Blob([new Uint8Array(content)], { type }), name)
  return data
}

/** fileUrl is the protected file's URL, with token when given. */
export function fileUrl(world: MessagesWorld, message: RecordModel, index = 0, token = ""): string {
  const name = (message.files as string[])[index] ?? ""
  const base = `${world.server.url}/api/files/messages/${message.id}/${encodeURIComponent(name)}`
  return token ? `${base}?token=${encodeURIComponent(token)}` : base
}

/** fileStatus fetches a file URL and returns the HTTP status. */
export async function fileStatus(url: string): Promise<number> {
  const res = await fetch(url)
  await res.arrayBuffer()
  return res.status
}

/** status runs a request and returns its HTTP status (200/204 for success). */
export async function status(request: Promise<unknown>): Promise<number> {
  try {
    await request
    return 200
  } catch (err) {
    return (err as { status?: number }).status ?? -1
  }
}
