import PocketBase, { type RecordService } from "pocketbase"
import type { NotificationRecord, OrderRecord, UserRecord } from "./pocketbase-types"
import { afterFirstPaint } from "./after-paint"
import { takeShellResponse } from "./first-load/shell"
import { registerClient } from "./stored-session"

/** The PocketBase client with each collection's record type. */
export interface TypedPocketBase extends PocketBase {
  collection(idOrName: "users"): RecordService<UserRecord>
  collection(idOrName: "orders"): RecordService<OrderRecord>
  collection(idOrName: "notifications"): RecordService<NotificationRecord>
  collection(idOrName: string): RecordService
}

/** pb is the one client of the app: same origin, session in localStorage under "pocketbase_auth". */
export const pb = new PocketBase("/") as TypedPocketBase
registerClient(pb)
// A request the area's shell sent already from its HTML (lib/first-load/shell.ts) is answered from there;
// on such a first load any other request, realtime included, waits for the first screen's paint
// (lib/after-paint.ts).
const firstLoadFetch = (url: string, init?: RequestInit): Promise<Response> =>
  takeShellResponse(url, init) ?? afterFirstPaint().then(() => fetch(url, init))
pb.beforeSend = (url, options) => ({ url, options: { ...options, fetch: options.fetch ?? firstLoadFetch } })
const subscribe = pb.realtime.subscribe.bind(pb.realtime)
pb.realtime.subscribe = (...args) => afterFirstPaint().then(() => subscribe(...args))
