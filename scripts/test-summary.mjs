// Prints the results of `go test -json` and vitest's JSON report, then one closing line
// "N passed, N failed" (", N skipped" when any), after the ten slowest test files (vitest's, by wall time) and, when
// anything failed, a line per failed test with the first line of its error (so the end of a clipped log names them).
// Exit code 1 when anything failed or a report is missing.
// Usage: node scripts/test-summary.mjs test-results/go-test.jsonl test-results/vitest.json [GO_EXIT VITEST_EXIT]
// A runner that exited non-zero without a failed test (vitest's unhandled errors, a go build failure) counts as one.
import { existsSync, readFileSync } from "node:fs"
import { relative } from "node:path"

const [goFile, vitestFile, goExit = "0", vitestExit = "0"] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0
let missing = false
let slowest = []
const failures = [] // "file › test: first line of the error", printed last so a clipped log still names them

function goResults(file) {
  if (!existsSync(file)) return (missing = true)
  const output = new Map() // "pkg/Test" → lines, printed for failures only
  const failedTests = new Set() // packages with a failed test
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim().startsWith("{")) continue
    const ev = JSON.parse(line)
    const key = `${ev.Package}/${ev.Test ?? ""}`
    if (ev.Action === "output") output.set(key, (output.get(key) ?? "") + ev.Output)
    if (!ev.Test && ev.Action === "fail" && !failedTests.has(ev.Package)) {
      failures.push(`go ${ev.Package} (the package)`)
      failed += 1 // a package that fails to build or panics outside a test (a failed test fails its package too)
      console.log(`go FAIL ${ev.Package}\n${output.get(key) ?? ""}`)
    }
    if (!ev.Test || ev.Test.includes("/")) continue // count top-level tests; subtests roll up
    if (ev.Action === "pass") passed += 1
    if (ev.Action === "skip") skipped += 1
    if (ev.Action === "fail") {
      failed += 1
      failedTests.add(ev.Package)
      failures.push(`go ${ev.Package} ${ev.Test}`)
      console.log(`go FAIL ${ev.Package} ${ev.Test}\n${output.get(key) ?? ""}`)
    }
  }
}

/**
 * where names the line of the test file the error was thrown at and, for a browser's wait, the last address the page
 * went to (Playwright's call log): " (at line 84, page at http://…/auth)". Empty when the message has neither.
 */
function where(message, file) {
  const line = new RegExp(`${file.replaceAll(".", "\\.")}:(\\d+):\\d+`).exec(message)?.[1]
  const page = [...message.matchAll(/navigated to "([^"]+)"/g)].at(-1)?.[1]
  const parts = [line && `at line ${line}`, page && `page at ${page}`].filter(Boolean)
  return parts.length ? ` (${parts.join(", ")})` : ""
}

function vitestResults(file) {
  if (!existsSync(file)) return (missing = true)
  const report = JSON.parse(readFileSync(file, "utf8"))
  passed += report.numPassedTests ?? 0
  // A failed file counts once more only when none of its tests failed (it failed to load, or a hook failed):
  // vitest's numFailedTestSuites also counts every describe block and file that holds a failed test.
  const filesFailedOutsideTests = (report.testResults ?? []).filter(
    (r) => r.status === "failed" && !(r.assertionResults ?? []).some((a) => a.status === "failed"),
  ).length
  failed += (report.numFailedTests ?? 0) + filesFailedOutsideTests
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  for (const r of report.testResults ?? []) {
    const file = relative(process.cwd(), r.name)
    const failedHere = (r.assertionResults ?? []).filter((a) => a.status === "failed")
    for (const a of failedHere) {
      const message = (a.failureMessages ?? [])[0] ?? ""
      failures.push(
        `${file} › ${[...(a.ancestorTitles ?? []), a.title].join(" › ")}${where(message, file)}: ${message.split("\n")[0]}`,
      )
    }
    if (r.status === "failed" && failedHere.length === 0)
      failures.push(`${file}: ${(r.message ?? "").split("\n")[0]}`)
  }
  slowest = (report.testResults ?? [])
    .map((r) => ({ seconds: (r.endTime - r.startTime) / 1000, file: relative(process.cwd(), r.name) }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10)
  if (report.success === false && (report.numFailedTests ?? 0) + filesFailedOutsideTests === 0) {
    console.log(
      "vitest reported errors outside any test (see 'Unhandled Errors' above): counted as 1 failure.",
    )
    failed += 1
  }
}

const beforeGo = failed
goResults(goFile)
if (goExit !== "0" && failed === beforeGo) {
  console.log(`go test exited with ${goExit} without a failed test: counted as 1 failure.`)
  failed += 1
}
const beforeVitest = failed
vitestResults(vitestFile)
if (vitestExit !== "0" && failed === beforeVitest) {
  console.log(
    `vitest exited with ${vitestExit} without a failed test (see 'Unhandled Errors' above): counted as 1 failure.`,
  )
  failed += 1
}
if (missing) {
  console.log("A test report is missing: a runner did not finish.")
  failed += 1
}
if (slowest.length > 0) {
  console.log("The ten slowest test files:")
  for (const { seconds, file } of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`)
}
if (failures.length > 0) {
  console.log("Failed:")
  for (const line of failures) console.log(`  ${line.slice(0, 400)}`)
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`)
process.exit(failed > 0 ? 1 : 0)
