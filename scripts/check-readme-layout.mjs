// Fails when the README's layout block leaves out a folder: every top-level folder of the repository, every
// package of internal/, every feature of ui/src/features/ and every folder of tests/ must be named in it (as
// `name/`, at the start of a line, or inside its parent's lines for the nested ones).
// Usage: node scripts/check-readme-layout.mjs
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

const root = new URL("..", import.meta.url).pathname
const generated = new Set(["node_modules", "pb_public", "pb_data", "test-results", "dist"])

/** folders lists the sub-folders of dir that are part of the source tree. */
function folders(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith(".") && !generated.has(e.name))
    .map((e) => e.name)
}

const readme = readFileSync(join(root, "README.md"), "utf8")
const block = readme.slice(readme.indexOf("## Layout")).match(/```\n([\s\S]*?)```/)?.[1] ?? ""
const lines = block.split("\n").map((text) => ({ text, indent: text.search(/\S/) }))

/** section is the text of the line whose first word is parent, with the lines indented under it. */
function section(parent) {
  const at = lines.findIndex((l) => l.text.trim().split(/\s/)[0] === parent)
  if (at < 0) return ""
  const end = lines.findIndex((l, i) => i > at && l.indent >= 0 && l.indent <= lines[at].indent)
  return lines
    .slice(at, end < 0 ? undefined : end)
    .map((l) => l.text)
    .join("\n")
}

const names = (text) => new Set([...text.matchAll(/(?:^|\s)([\w.-]+)\//gm)].map((m) => m[1]))
const checks = [
  [
    "the top level",
    names(
      lines
        .filter((l) => l.indent === 0)
        .map((l) => l.text.split(/\s/)[0])
        .join(" "),
    ),
    folders(""),
  ],
  ["internal/", names(section("internal/")), folders("internal")],
  ["ui/src/features/", names(section("src/features/")), folders("ui/src/features")],
  ["tests/", names(section("tests/")), folders("tests")],
]
const missing = checks.flatMap(([where, named, present]) =>
  present.filter((f) => !named.has(f)).map((f) => `${where}: ${f}/`),
)
if (missing.length > 0) {
  console.error(`README's layout leaves out ${missing.length} folder(s):\n  ${missing.join("\n  ")}`)
  process.exit(1)
}
console.log(`README layout: ${checks.reduce((n, [, , p]) => n + p.length, 0)} folders, every one named`)
