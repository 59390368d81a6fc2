import { fileUrl } from "../api"
import { displayName } from "../file-names"
import type { MessageRecord } from "../types"
import { FileThumb } from "./file-thumb"

interface MessageAttachmentsProps {
  message: MessageRecord
  token: string
  /** Positions of files the server refused (a message of ours that failed): marked so. */
  refused?: number[] | undefined
}

/** MessageAttachments lists a message's files: thumbnails for images, names for the rest, opened with a file token. */
export function MessageAttachments({ message, token, refused = [] }: MessageAttachmentsProps) {
  if (message.files.length === 0) return null
  const local = message.collectionId === ""
  return (
    <ul className="message__files" aria-label="Attached files">
      {message.files.map((name, i) => {
        const label = local ? name : displayName(name)
        if (local || !token) {
          const out = refused.includes(i)
          return (
            <li key={`${name}-${i}`} className={`message__file${out ? " message__file--refused" : ""}`}>
              <span className="message__file-name">{label}</span>
              {out ? <span className="message__tag">Refused</span> : null}
            </li>
          )
        }
        const href = fileUrl(message, name, token)
        return (
          <li key={name} className="message__file">
            <a href={href} target="_blank" rel="noopener noreferrer">
              <FileThumb
                message={message}
                name={name}
                token={token}
                size={80}
                alt={label}
                imageClass="message__thumb"
                kindClass="message__file-kind"
              />
              <span className="message__file-name">{label}</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
