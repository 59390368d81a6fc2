import { linkify } from "../linkify"

/** MessageBody shows a message's text as typed: plain text, line breaks kept, web addresses as links. */
export function MessageBody({ text }: { text: string }) {
  if (!text) return null
  return (
    <p className="message__body">
      {linkify(text).map((part, i) =>
        part.kind === "link" ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  )
}
