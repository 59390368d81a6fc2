import { Fragment } from "react"
import { Wrappable } from "./wrappable"

/** A web address inside text: http(s) up to the next space, without the punctuation that ends a sentence. */
const URL = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’”]/g

/** linkParts splits text into plain runs and web addresses, in order. */
export function linkParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = []
  let at = 0
  for (const match of text.matchAll(URL)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) })
    parts.push({ text: match[0], href: match[0] })
    at = match.index + match[0].length
  }
  if (at < text.length) parts.push({ text: text.slice(at) })
  return parts
}

/**
 * LinkedText shows text with its web addresses as links that open in a new tab (only http and https: a message
 * can never carry a javascript: link). Line breaks typed in the text are kept by the caller's CSS.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            <Wrappable text={part.text} />
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  )
}
