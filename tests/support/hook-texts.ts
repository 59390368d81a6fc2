import { readFileSync } from "node:fs"
import { join } from "node:path"
import { runInNewContext } from "node:vm"
import { repoRoot } from "./paths"

/** The order pipeline's words as pb_hooks/lib/order_texts.js exports them (the functions the tests call). */
export interface OrderTexts {
  STATUS_SENTENCES: Record<"pending_approval" | "in_progress" | "completed", string>
  statusSentence(status: string): string
  statusChangeNotification(title: string, status: string): { title: string; message: string }
  statusChangeSubject(title: string): string
}

const hooksDir = join(repoRoot, "pb_hooks")

/** requireJson is the hooks' require() for what a pure module may load: the JSON files beside it (lib/*.json). */
function requireJson(path: string): unknown {
  if (!path.startsWith(hooksDir + "/") || !path.endsWith(".json"))
    throw new Error(`a pure hooks module requires ${path}: only the hooks' JSON files load here`)
  return JSON.parse(readFileSync(path, "utf8")) as unknown
}

/**
 * loadHookModule runs a pure module of pb_hooks/lib (no PocketBase globals; require() of the hooks' JSON files
 * only) as the hooks run it and answers its exports, so a test reads a text from its one home instead of holding a
 * copy of it.
 */
export function loadHookModule<T>(file: string): T {
  const src = readFileSync(join(hooksDir, "lib", file), "utf8")
  const module = { exports: {} as T }
  const context = { module, exports: module.exports, __hooks: hooksDir, require: requireJson }
  runInNewContext(src, context, { filename: file })
  return module.exports
}

/** orderTexts are the words of pb_hooks/lib/order_texts.js: the status sentences, notification and subject. */
export const orderTexts = loadHookModule<OrderTexts>("order_texts.js")
