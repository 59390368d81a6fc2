// Fails when a product fact is written out outside its contract (docs/contract.md#product-facts), where a change of
// the contract would leave it behind:
// - the price: its label ("$200", "$200.00"), its amount with the currency's code ("200 USD"), a budget of it
//   ("budget: 200"), as pb_hooks/lib/price.json makes them;
// - the launch promise: its days and hours in words ("2-day", "2 days", "+2 days", "48 hours", "48-hour"), as
//   pb_hooks/lib/launch_promise.json makes them, or its wording built by hand around PROMISE_DAYS / PROMISE_HOURS;
// - a written-out list of order statuses: three or more status names in one array literal (JS/TS `[...]`, Go
//   `[]T{...}` and `map[string]T{...}`).
// The patterns are made from the contracts, so a changed price is looked for in its new form. Comments are not
// product text and are skipped. Usage: node scripts/check-literals.mjs [--self-test]
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

const root = new URL("..", import.meta.url).pathname
const read = (path) => readFileSync(join(root, path), "utf8")
const json = (path) => JSON.parse(read(path))

// Where a literal may stand. Keep this short: an entry is a decision, not a way to silence the check.
const ALLOWED = [
  [/^pb_hooks\/lib\/(price|promise_words|launch_promise)\.json$/, "the contracts themselves"],
  [/^pb_migrations\//, "migrations are history: never edited once shipped"],
  [/^tests\/|_test\.go$|\.test\.tsx?$|\/testdata\/|^ui\/src\/test\//, "tests name the output they assert"],
  [/^ui\/src\/features\/launch\/clock-cases\.ts$/, "the clock's shared test table (tests only)"],
  [/^ui\/src\/content\/testimonials\.ts$/, "clients' own words, quoted: they tell what happened to them"],
  [/(^|\/)package(-lock)?\.json$|^tsconfig/, "tooling, not product"],
]

// The written-out status lists left when the statuses moved into their contract (pb_hooks/lib/statuses.json).
// TO TRIM by the lead: each of these should read the contract, then leave this list.
const STATUS_LISTS_TO_MOVE = [
  "internal/demo/mail_log.go",
  "bench/list-cases.mjs",
  "bench/pipeline.mjs",
  "bench/realtime.mjs",
]

const STATUS_HOME = "pb_hooks/lib/statuses.json"
const checked = /\.(go|js|mjs|cjs|ts|tsx|html|json|webmanifest)$/
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** statusNames are the order statuses, from their contract. */
const statusNames = () => json(STATUS_HOME).order

/** rules are the literal patterns, made from the contracts; each with what it names. */
export function rules() {
  const price = json("pb_hooks/lib/price.json")
  const { promiseHours } = json("pb_hooks/lib/launch_promise.json")
  const whole = String(Math.floor(price.cents / 100))
  const amount = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",?") // "1,200" or "1200"
  const symbol = escape(price.symbols[price.currency] ?? price.currency.toUpperCase())
  const code = price.currency.toUpperCase()
  const days = escape(String(promiseHours / 24))
  const hours = String(promiseHours)
  return [
    { what: "the price written out", re: new RegExp(`${symbol}${amount}(?!\\d|,\\d)`, "g") },
    {
      what: "the price written out",
      re: new RegExp(`\\b${amount}\\s?${code}\\b|\\b${code}\\s?${amount}\\b`, "gi"),
    },
    {
      what: "the price written out as a budget",
      re: new RegExp(`\\bbudget["']?\\s*[:=]\\s*${amount}\\b`, "g"),
    },
    { what: "the promise written out", re: new RegExp(`(?<![\\d.])${days}[- ]days?\\b`, "g") },
    { what: "the promise written out", re: new RegExp(`(?<![\\d.])${hours}[- ]hours?\\b`, "g") },
    {
      what: "the promise's words built by hand",
      re: /\bPROMISE_(DAYS|HOURS)\}?\s*\+?\s*["'`]?[- ](day|hour)/g,
    },
  ]
}

/**
 * withoutComments blanks the comments of source (line and block comments outside strings; <!-- --> in HTML),
 * keeping every line break so findings keep their line numbers.
 */
export function withoutComments(source, path) {
  const blank = (s) => s.replace(/[^\n]/g, " ")
  if (path.endsWith(".html")) return source.replace(/<!--[\s\S]*?-->/g, blank)
  if (path.endsWith(".json") || path.endsWith(".webmanifest")) return source
  let out = ""
  let quote = null
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (quote) {
      out += c
      if (c === "\\") out += source[++i] ?? ""
      else if (c === quote) quote = null
    } else if (c === '"' || c === "'" || c === "`") {
      quote = c
      out += c
    } else if (c === "/" && source[i + 1] === "/") {
      const end = source.indexOf("\n", i)
      const stop = end < 0 ? source.length : end
      out += blank(source.slice(i, stop))
      i = stop - 1
    } else if (c === "/" && source[i + 1] === "*") {
      const end = source.indexOf("*/", i + 2)
      const stop = end < 0 ? source.length : end + 2
      out += blank(source.slice(i, stop))
      i = stop - 1
    } else out += c
  }
  return out
}

/** statusLists finds the array literals of code that name three or more of the statuses. */
function statusLists(code, statuses) {
  const found = []
  const lists = /\[[^[\]]*\]|\[\]\w+\{[^{}]*\}|\[\d+\]\w+\{[^{}]*\}|map\[string\][\w.*]+\{[^{}]*\}/g
  for (const m of code.matchAll(lists)) {
    const named = new Set(
      [...m[0].matchAll(/["'`](\w+)["'`]/g)].map((s) => s[1]).filter((s) => statuses.includes(s)),
    )
    if (named.size >= 3) found.push({ index: m.index, text: m[0] })
  }
  return found
}

/** findings are the literals of one file's source, each with its line. */
export function findings(path, source, statuses = statusNames()) {
  const code = withoutComments(source, path)
  const lineOf = (index) => code.slice(0, index).split("\n").length
  const out = []
  for (const { what, re } of rules())
    for (const m of code.matchAll(re)) out.push({ line: lineOf(m.index), what, text: m[0] })
  if (!STATUS_LISTS_TO_MOVE.includes(path) && path !== STATUS_HOME)
    for (const m of statusLists(code, statuses))
      out.push({ line: lineOf(m.index), what: "a written-out status list", text: m.text.slice(0, 80) })
  return out
}

/** files are the repository's tracked and new files the check reads. */
function files() {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
  return listed
    .split("\n")
    .filter((p) => checked.test(p) && existsSync(join(root, p)))
    .filter((p) => !ALLOWED.some(([re]) => re.test(p)))
}

function selfTest() {
  const statuses = statusNames()
  const cases = [
    ["a price in a component", "ui/src/features/x/price-tag.tsx", `<p>Only ${planted()} today</p>`, 1],
    ["the price with cents", "pb_hooks/lib/x.js", `const s = "paid ${planted()}.00"`, 1],
    ["the price in a comment", "ui/src/x.ts", `// costs ${planted()}\nconst a = 1`, 0],
    ["a bigger price", "ui/src/x.ts", `const s = "${planted()}0"`, 0],
    ["a budget", "internal/x.go", `row := dbx.Params{"budget": ${planted().replace(/^\D+/, "")}}`, 1],
    ["the promise in days", "pb_hooks/lib/x.js", `const s = "the ${days()}-day clock"`, 1],
    ["a status list", "ui/src/x.ts", `const s = [${statuses.slice(0, 3).map((s) => `"${s}"`)}]`, 1],
    ["two statuses", "ui/src/x.ts", `const s = [${statuses.slice(0, 2).map((s) => `"${s}"`)}]`, 0],
    ["a URL is not a comment", "ui/src/x.ts", `const u = "https://x.example/${planted()}"`, 1],
  ]
  let failed = 0
  for (const [name, path, source, want] of cases) {
    const got = findings(path, source, statuses).length
    if (got !== want) {
      failed++
      console.error(`self-test: ${name}: ${got} finding(s), want ${want}`)
    }
  }
  if (failed) process.exit(1)
  console.log(`literals: self-test passed (${cases.length} cases, planted ${planted()})`)
}

/** planted is the price as a page writes it, the literal the self-test plants. */
function planted() {
  const price = json("pb_hooks/lib/price.json")
  return `${price.symbols[price.currency]}${price.cents / 100}`
}

const days = () => String(json("pb_hooks/lib/launch_promise.json").promiseHours / 24)

if (process.argv.includes("--self-test")) {
  selfTest()
} else {
  const statuses = statusNames()
  let count = 0
  for (const path of files()) {
    for (const f of findings(path, read(path), statuses)) {
      count++
      console.error(`${path}:${f.line}: ${f.what}, ${JSON.stringify(f.text)}: read it from its contract`)
    }
  }
  if (count > 0) {
    console.error(
      `literals: ${count} fact(s) written outside their contracts (docs/contract.md#product-facts)`,
    )
    process.exit(1)
  }
  console.log("literals: no price, promise or status list written outside its contract")
}
