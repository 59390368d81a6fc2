// The JS hooks are type-checked against pb_data/types.d.ts, the declarations PocketBase's jsvm plugin writes into
// the data dir at start. A fresh clone has no pb_data, so ensureHookTypes copies the same file from the PocketBase
// module that go.mod pins (checked by go.sum) into the git-ignored pb_data/types.d.ts: never stale after an
// upgrade, never committed (docs/decisions.md §16). tsc reads CHECKED_PATH, the same declarations where a model's
// constructor (`new Collection({...})`, `new TextField({...})`) also takes the plain JSON object that PocketBase's
// documentation and its own generated migrations pass (the declarations type it Partial<the Go struct>, whose `type`
// is a method). hookGlobals lists the names the declarations give, for ESLint.
// Usage: node scripts/hooks/types.mjs   (writes the file when it is missing or differs)
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

const root = new URL("../..", import.meta.url).pathname
const MODULE = "github.com/pocketbase/pocketbase"
const GENERATED = "plugins/jsvm/internal/types/generated/types.d.ts"

/** TYPES_PATH is where the hooks' `/// <reference path>` line expects the declarations. */
export const TYPES_PATH = join(root, "pb_data", "types.d.ts")

/** CHECKED_PATH is the copy tsconfig.hooks.json reads (with noResolve, so the reference lines do not add TYPES_PATH). */
export const CHECKED_PATH = join(root, "pb_data", "types.checked.d.ts")

/**
 * checkedTypes lets types take the plain JS values goja converts into Go ones, as PocketBase's documentation writes
 * them: a JSON object for a model's constructor, null for a superusers-only rule (*string), an array for the
 * indexes (JSONArray) and a number of nanoseconds for a time.Duration.
 */
function checkedTypes(types) {
  return types
    .replace(
      /constructor\(data\?: Partial<([\w.]+)>\)/g,
      "constructor(data?: Partial<$1> | { [key: string]: any })",
    )
    .replace(/^( {2}\w+Rule\?: string)$/gm, "$1 | null")
    .replace(/^( {2}indexes: types\.JSONArray<string>)$/gm, "$1 | string[]")
    .replace(/(\w+: time\.Duration)([,)])/g, "$1 | number$2")
}

/** pinnedTypes reads types.d.ts of the PocketBase version in go.mod (downloaded into Go's module cache if needed). */
function pinnedTypes() {
  const info = JSON.parse(
    execFileSync("go", ["mod", "download", "-json", MODULE], { cwd: root, encoding: "utf8" }),
  )
  if (!info.Dir)
    throw new Error(`go mod download ${MODULE} gave no directory: ${info.Error || "unknown error"}`)
  return readFileSync(join(info.Dir, GENERATED), "utf8")
}

/** writeIfChanged writes text to path unless it already holds it; true when it wrote. */
function writeIfChanged(path, text) {
  if (existsSync(path) && readFileSync(path, "utf8") === text) return false
  writeFileSync(path, text)
  return true
}

/** ensureHookTypes writes pb_data/types.d.ts (and its checked copy) from the pinned PocketBase when they differ. */
export function ensureHookTypes() {
  const wanted = pinnedTypes()
  mkdirSync(join(root, "pb_data"), { recursive: true })
  const wrote = writeIfChanged(TYPES_PATH, wanted)
  return writeIfChanged(CHECKED_PATH, checkedTypes(wanted)) || wrote
}

/** hookGlobals maps every top-level name of pb_data/types.d.ts to "readonly" (ESLint globals). */
export function hookGlobals() {
  if (!existsSync(TYPES_PATH)) ensureHookTypes()
  const text = readFileSync(TYPES_PATH, "utf8")
  const names = {}
  for (const m of text.matchAll(
    /^(?:\/\*\*.*?\*\/)?declare (?:var|let|const|function|class|namespace) ([\w$]+)/gm,
  )) {
    names[m[1]] = "readonly"
  }
  return names
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    ensureHookTypes()
      ? "wrote pb_data/types.d.ts and types.checked.d.ts"
      : "pb_data/types.d.ts is up to date",
  )
}
