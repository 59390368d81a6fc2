// Fails when README.md or a page of docs/ names a repository path that does not exist. A path is a `code span`
// that reads like one: it has a slash or ends in a source extension, and is not a URL, a route (leading /), a
// glob or a command. It exists when it is a path from the repository root, or the end of one (`lib/launch_clock.js`
// for pb_hooks/lib/launch_clock.js, `outbox.go` alone). Names outside the repository are told apart by their
// first segment: Go's standard library and PocketBase's module, npm packages, MIME types and the data dir.
// Usage: node scripts/check-doc-paths.mjs [file.md ...]   (default: README.md and every .md under docs/)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

const root = new URL("..", import.meta.url).pathname
const skipDirs = new Set(["node_modules", ".git", "pb_data", "pb_public", "dist", "test-results", ".vite"])
const sourceExt = /\.(go|ts|tsx|js|mjs|cjs|md|json|css|html|sql|sh|yml|yaml|txt|svg|png|webp|avif)$/

/** Every file and directory of the tree, as paths from the root. */
function treePaths(dir = "", paths = []) {
  for (const entry of readdirSync(join(root, dir))) {
    if (skipDirs.has(entry)) continue
    const path = dir ? `${dir}/${entry}` : entry
    paths.push(path)
    if (statSync(join(root, path)).isDirectory()) treePaths(path, paths)
  }
  return paths
}

// first segments of names that are not the repository's: Go packages (the standard library's, PocketBase's
// module), npm packages, MIME types, the data dir, what the build writes, and the DESIGN.md beside the project
const elsewhere = new Set([
  ...["html", "net", "encoding", "text", "database", "crypto", "io", "os", "log", "mime", "path", "context"],
  ...["core", "apis", "tools", "plugins", "mails", "forms"],
  ...["react-dom", "react", "react-router", "pocketbase", "@tanstack", "vite"],
  ...["application", "image", "font", "video", "audio", "multipart"],
  ...["lighthouse", "pb_data", "pb_public", "storage", "dist", "DESIGN.md", "CONVENTIONS.md"],
  ...["robots.txt", "sitemap.xml", "site.webmanifest", "landing.html", "index.html", "prerendered"],
])

/** looksLikePath reports whether a code span names a repository file or folder. */
export function looksLikePath(span) {
  if (/\s|:\/\/|[*{}<>$`'"=?&|,;()[\]@]/.test(span)) return false // commands, URLs, globs, code
  if (span.startsWith("/") || span.startsWith("-") || span.startsWith("~") || span.startsWith("."))
    return false
  if (/^\d/.test(span)) return false
  const path = span.replace(/:\d+(-\d+)?$/, "") // file.go:12
  return path.includes("/") ? /^[\w.-]+(\/[\w.-]+)*\/?$/.test(path) : sourceExt.test(path)
}

// folders the tests and benchmarks write, absent from a fresh clone
const generated = ["test-results", "bench/.cache", "node_modules"]

const paths = treePaths()
const files = process.argv.slice(2)
const docs = files.length
  ? files
  : ["README.md", ...paths.filter((p) => p.startsWith("docs/") && p.endsWith(".md"))]
const missing = []
for (const doc of docs) {
  const text = readFileSync(join(root, doc), "utf8").replace(/```[\s\S]*?```/g, "")
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    if (!looksLikePath(span)) continue
    const path = span.replace(/:\d+(-\d+)?$/, "").replace(/\/$/, "")
    if (
      elsewhere.has(path.split("/")[0]) ||
      generated.some((g) => path.startsWith(g)) ||
      path.includes("...")
    )
      continue
    // a script named without its extension (`bench/api` for bench/api.mjs) counts
    const found = ["", ".mjs", ".ts", ".js"].some(
      (ext) => existsSync(join(root, path + ext)) || paths.some((p) => p.endsWith(`/${path}${ext}`)),
    )
    if (!found) missing.push(`${doc}: \`${span}\``)
  }
}
if (missing.length > 0) {
  console.error(`Docs name ${missing.length} path(s) that do not exist:\n  ${missing.join("\n  ")}`)
  process.exit(1)
}
console.log(`docs paths: ${docs.length} files checked, every path exists`)
