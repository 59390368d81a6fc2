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
const loaded = new Map<string, unknown>()

/** requireHook is the hooks' require() for their own files: a module runs once, a .json file is parsed. */
function requireHook(path: string): unknown {
  if (!path.startsWith(hooksDir + "/"))
    throw new Error(`a pure hooks module requires ${path}: only the hooks' own files load here`)
  if (!loaded.has(path)) {
    const src = readFileSync(path, "utf8")
    if (path.endsWith(".json")) {
      loaded.set(path, JSON.parse(src))
    } else {
      const module = { exports: {} }
      runInNewContext(
        src,
        { module, exports: module.exports, __hooks: hooksDir, require: requireHook },
        { filename: path },
      )
      loaded.set(path, module.exports)
    }
  }
  return loaded.get(path)
}

/**
 * loadHookModule runs a pure module of pb_hooks/lib (no PocketBase globals; require() of the hooks' own files) as
 * the hooks run it and answers its exports, so a test reads a text from its one home instead of holding a copy of it.
 */
export function loadHookModule<T>(file: string): T {
  return requireHook(join(hooksDir, "lib", file)) as T
}

/** orderTexts are the words of pb_hooks/lib/order_texts.js: the status sentences, notification and subject. */
export const orderTexts = loadHookModule<OrderTexts>("order_texts.js")
