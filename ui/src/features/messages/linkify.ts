/** One piece of a message's text: plain text, or a web address to show as a link. */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string }

// http(s) addresses only: any other scheme (javascript:, data:) stays text. Trailing punctuation is not part of it.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi
const TRAILING = /[.,;:!?)\]}'"]+$/

/** linkify splits text into plain parts and http(s) links; it never produces markup. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index
    const raw = match[0]
    const trail = TRAILING.exec(raw)?.[0] ?? ""
    const url = raw.slice(0, raw.length - trail.length)
    if (!isWebAddress(url)) continue
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) })
    parts.push({ kind: "link", text: url, href: url })
    last = start + url.length
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) })
  return parts
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== ""
  } catch {
    return false
  }
}
