// Checks a Shopify product CSV row by row before the studio imports it, as pure functions (no PocketBase globals).
// Row numbers are the spreadsheet's: the header is row 1. Each problem is one full sentence naming its row.

/** REQUIRED_COLUMNS must be in the header. Shopify needs Handle and Title; the studio needs prices to build. */
const REQUIRED_COLUMNS = ["Handle", "Title", "Variant Price"]
/** MAX_ERRORS is the most problems reported; the count says how many more there were. */
const MAX_ERRORS = 50

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const PRICE = /^\d+(?:\.\d{1,2})?$/

/** parseCsv splits RFC 4180 text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text) {
  const rows = []
  let row = []
  let cell = ""
  let quoted = false
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"' && cell === "") quoted = true
    else if (ch === ",") {
      row.push(cell)
      cell = ""
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ""
    } else cell += ch
  }
  if (quoted) return { rows, unclosed: true }
  if (cell !== "" || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return { rows, unclosed: false }
}

function rowProblems(get, rowNumber, seenHandles) {
  const problems = []
  const handle = get("Handle").trim()
  const first = handle !== "" && !seenHandles[handle]
  if (handle === "") problems.push("the Handle is empty")
  else if (!HANDLE.test(handle)) {
    problems.push(`the Handle "${handle}" may hold only lowercase letters, digits and single hyphens`)
  }
  if (first && get("Title").trim() === "") problems.push(`the first row of "${handle}" needs a Title`)
  const price = get("Variant Price").trim()
  if (first && price === "") problems.push(`the first row of "${handle}" needs a Variant Price`)
  else if (price !== "" && !PRICE.test(price))
    problems.push(`the Variant Price "${price}" is not a price like 24.00`)
  const published = get("Published").trim().toLowerCase()
  if (published !== "" && published !== "true" && published !== "false") {
    problems.push("Published must be TRUE or FALSE")
  }
  const status = get("Status").trim().toLowerCase()
  if (status !== "" && !["active", "draft", "archived"].includes(status)) {
    problems.push("Status must be active, draft or archived")
  }
  if (handle !== "") seenHandles[handle] = true
  return problems.map((p) => ({ row: rowNumber, message: `Row ${rowNumber}: ${p}.` }))
}

/**
 * checkProductCsv returns { ok, products, rows, errors: [{ row, message }], more } for the CSV text: ok when every
 * row fits Shopify's product import; errors lists the first MAX_ERRORS problems (row 0 for the file as a whole).
 */
function checkProductCsv(text) {
  const fail = (message) => ({ ok: false, products: 0, rows: 0, errors: [{ row: 0, message }], more: 0 })
  const parsed = parseCsv(String(text || ""))
  if (parsed.unclosed) return fail("A quoted value is never closed: check the quotes in the file.")
  const lines = parsed.rows.filter((r) => r.some((c) => c.trim() !== ""))
  if (lines.length === 0) return fail("The file is empty: export the products from Shopify as a CSV file.")
  const header = lines[0].map((h) => h.trim())
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c))
  if (missing.length > 0) {
    return fail(`The header row lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}.`)
  }
  const errors = []
  const seen = {}
  const headerAt = parsed.rows.indexOf(lines[0])
  for (let i = headerAt + 1; i < parsed.rows.length; i++) {
    const cells = parsed.rows[i]
    const rowNumber = i + 1
    if (!cells.some((c) => c.trim() !== "")) continue
    const get = (name) => {
      const at = header.indexOf(name)
      return at >= 0 && at < cells.length ? cells[at] : ""
    }
    if (cells.length > header.length) {
      errors.push({
        row: rowNumber,
        message: `Row ${rowNumber}: it has more cells than the header has columns.`,
      })
      continue
    }
    errors.push(...rowProblems(get, rowNumber, seen))
  }
  const products = Object.keys(seen).length
  if (products === 0 && errors.length === 0) return fail("The file has a header but no products.")
  const shown = errors.slice(0, MAX_ERRORS)
  return {
    ok: errors.length === 0,
    products,
    rows: parsed.rows.length - headerAt - 1,
    errors: shown,
    more: errors.length - shown.length,
  }
}

module.exports = { REQUIRED_COLUMNS, MAX_ERRORS, parseCsv, checkProductCsv }
