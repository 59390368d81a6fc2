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

/**
 * loadHookModule runs a pure module of pb_hooks/lib (no require, no PocketBase globals) as the hooks run it and
 * answers its exports, so a test reads a text from its one home instead of holding a copy of it.
 */
export function loadHookModule<T>(file: string): T {
  const src = readFileSync(join(repoRoot, "pb_hooks", "lib", file), "utf8")
  const module = { exports: {} as T }
  runInNewContext(src, { module, exports: module.exports }, { filename: file })
  return module.exports
}

/** orderTexts are the words of pb_hooks/lib/order_texts.js: the status sentences, notification and subject. */
export const orderTexts = loadHookModule<OrderTexts>("order_texts.js")
