// Fails when a page of docs/ runs over 300 lines, or when README.md or a page of docs/ links to a file of the
// repository that does not exist or to a heading its target does not have. A link is `[text](target)` whose target
// is not a URL (scheme:) and not inside a code block; its #anchor is checked as GitHub makes one from a heading
// (lowercase, punctuation dropped, spaces to hyphens, -1, -2... for repeats).
// Usage: node scripts/check-doc-pages.mjs
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative } from "node:path"

const root = new URL("..", import.meta.url).pathname
const MAX_LINES = 300

/** markdownFiles lists the .md files under dir (a path from the root), recursively. */
function markdownFiles(dir) {
  return readdirSync(join(root, dir)).flatMap((entry) => {
    const path = `${dir}/${entry}`
    if (statSync(join(root, path)).isDirectory()) return markdownFiles(path)
    return entry.endsWith(".md") ? [path] : []
  })
}

/** anchors are the heading anchors GitHub gives the page at path. */
function anchors(path) {
  const text = readFileSync(join(root, path), "utf8").replace(/```[\s\S]*?```/g, "")
  const seen = new Map()
  const out = new Set()
  for (const [, heading] of text.matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-")
    const n = seen.get(slug) ?? 0
    seen.set(slug, n + 1)
    out.add(n === 0 ? slug : `${slug}-${n}`)
  }
  return out
}

const docs = markdownFiles("docs")
const problems = []
for (const doc of docs) {
  const lines = readFileSync(join(root, doc), "utf8").split("\n").length - 1
  if (lines > MAX_LINES) problems.push(`${doc}: ${lines} lines (at most ${MAX_LINES}: split it by subject)`)
}
for (const doc of ["README.md", ...docs]) {
  const text = readFileSync(join(root, doc), "utf8").replace(/```[\s\S]*?```/g, "")
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue // a URL
    const [file, anchor] = target.split("#")
    const path = file ? relative(root, join(root, dirname(doc), file)) : doc
    if (!existsSync(join(root, path))) {
      problems.push(`${doc}: links to ${target}, and ${path} does not exist`)
    } else if (anchor && path.endsWith(".md") && !anchors(path).has(anchor)) {
      problems.push(`${doc}: links to ${target}, and ${path} has no heading #${anchor}`)
    }
  }
}
if (problems.length > 0) {
  console.error(`Docs pages: ${problems.length} problem(s):\n  ${problems.join("\n  ")}`)
  process.exit(1)
}
console.log(`docs pages: ${docs.length} pages of at most ${MAX_LINES} lines, every link resolves`)
