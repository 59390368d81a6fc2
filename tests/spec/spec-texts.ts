import { existsSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { repoRoot } from "../support/paths"

/**
 * The product specification, beside the repository: `../shared/spec/specification.md` from its root, in a
 * developer's worktree and in CI alike (CI clones into a folder with a copy of shared/ beside it).
 * LAUNCHDESK_SPEC names another copy (a draft of the specification, or none, to see the test fail).
 */
export const specPath =
  process.env.LAUNCHDESK_SPEC ?? resolve(repoRoot, "..", "shared", "spec", "specification.md")

/** readSpec answers the specification's text, or null when it is not where it must be. */
export function readSpec(): string | null {
  return existsSync(specPath) ? readFileSync(specPath, "utf8") : null
}

/** A text the specification quotes, with where it says it. */
export interface SpecText {
  text: string
  /** 1-based line of the specification. */
  line: number
  /** The heading it is under ("Client portal (sidebar layout)"). */
  section: string
}

// A quote opens and closes with ' not touching a letter or digit, so the apostrophes of "you're" or "Let's"
// neither open nor close one; the shortest run that closes is the text. Typographic quotes (‘...’) count too.
const QUOTED = /(?<![\p{L}\p{N}])'(.+?)'(?![\p{L}\p{N}])|‘(.+?)’(?![\p{L}\p{N}])/gu

/** quotedTexts lists every text the specification quotes ('...'), in order, repeats included. */
export function quotedTexts(markdown: string): SpecText[] {
  const found: SpecText[] = []
  let section = ""
  for (const [i, line] of markdown.split("\n").entries()) {
    const heading = /^#+\s+(.*)$/.exec(line)
    if (heading) section = heading[1]!.replace(/^\d+\.\s*/, "")
    for (const m of line.matchAll(QUOTED)) found.push({ text: (m[1] ?? m[2])!, line: i + 1, section })
  }
  return found
}

/** The specification's placeholders: "{order title}", and "(n)" for a count. */
const PLACEHOLDER = /\{[^}]+\}|\(n\)/g

/** fill puts values in a text's placeholders ("{title}" → values.title); an unknown placeholder throws. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for the placeholder {${name}} of "${text}"`)
    return value
  })
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * sourcePattern matches a text as source code holds it: whole, as a string or JSX text (a quote, a backtick, `>`
 * or `{` before it; a quote, a backtick, `<` or `}` after it; white space between), with code of its own where the text has a
 * placeholder (`History (${count})`, `"Order Status Updated: " + title`).
 */
export function sourcePattern(text: string): RegExp {
  const parts = text.split(PLACEHOLDER).map(escape)
  const between = text
    .match(PLACEHOLDER)
    ?.map((p) => (p === "(n)" ? "\\([\\s\\S]{1,80}?\\)" : "[\\s\\S]{1,80}?"))
  const body = parts.map((p, i) => p + (between?.[i] ?? "")).join("")
  return new RegExp(`["'\`>{]\\s*${body}\\s*["'\`<}]`)
}

const ENTITIES: Record<string, string> = {
  apos: "'",
  quot: '"',
  amp: "&",
  lt: "<",
  gt: ">",
  "#39": "'",
  "#x27": "'",
}

/** decodeEntities turns the HTML entities JSX and rendered markup use (&apos;, &#x27;, &quot;...) into characters. */
export function decodeEntities(s: string): string {
  return s.replace(/&(apos|quot|amp|lt|gt|#39|#x27);/g, (_, name: string) => ENTITIES[name]!)
}

/** sourceOf reads a repository file (a path from its root) with its entities decoded. */
export function sourceOf(file: string): string {
  return decodeEntities(readFileSync(join(repoRoot, file), "utf8"))
}
