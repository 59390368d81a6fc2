import { charCount } from "@/components/char-count"
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react"
import { useTouchKeyboard } from "@/hooks/use-touch-keyboard"
import type { MessageDraft } from "../types"
import "./composer.css"
import { formatNumber } from "@/lib/format-number"
import { LIMITS } from "@/lib/limits"

/** The limits the server enforces (pb_hooks/lib/limits.json), checked here first so the sender hears at once. */
const MAX_FILES = LIMITS.messageFiles.max
const MAX_FILE_MB = LIMITS.messageFileMb.max
const MAX_CHARS = LIMITS.message.max
/** From this length on, the box counts the characters left (the limit is shown before it is hit). */
const COUNT_FROM = 3000

const tooLong = (length: number) =>
  `A message can be at most ${formatNumber(MAX_CHARS)} characters: shorten it by ${formatNumber(
    length - MAX_CHARS,
  )}, or send it in two messages.`

function filesProblem(files: File[]): string {
  if (files.length > MAX_FILES) return `Attach at most ${MAX_FILES} files to one message.`
  const big = files.find((f) => f.size > MAX_FILE_MB * 1024 * 1024)
  return big
    ? `"${big.name}" is larger than ${MAX_FILE_MB} MB; each file can be at most ${MAX_FILE_MB} MB.`
    : ""
}

/**
 * MessageComposer writes a message: with a keyboard Enter sends and Shift+Enter starts a new line; on a
 * touch screen Return starts a new line and the Send button sends. Files and (admins) internal notes.
 */
export function MessageComposer({
  canWriteInternal,
  onSend,
}: {
  canWriteInternal: boolean
  onSend: (d: MessageDraft) => void
}) {
  const id = useId()
  const [body, setBody] = useState("")
  const [files, setFiles] = useState<File[]>([])
  const [internal, setInternal] = useState(false)
  const [problem, setProblem] = useState("")
  const fileInput = useRef<HTMLInputElement>(null)
  const touch = useTouchKeyboard()

  const counting = body.length >= COUNT_FROM
  const over = body.length > MAX_CHARS

  const submit = (e?: FormEvent) => {
    e?.preventDefault()
    if (body.trim() === "" && files.length === 0) return setProblem("Write a message or attach a file.")
    if (body.length > MAX_CHARS) return setProblem(tooLong(body.length))
    const issue = filesProblem(files)
    if (issue) return setProblem(issue)
    onSend({ body, files, internal })
    setBody("")
    setFiles([])
    setInternal(false)
    setProblem("")
    if (fileInput.current) fileInput.current.value = ""
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing && !touch) {
      e.preventDefault()
      submit()
    }
  }

  const addFiles = (list: FileList | null) => {
    const next = [...files, ...Array.from(list ?? [])]
    setFiles(next)
    setProblem(filesProblem(next))
    if (fileInput.current) fileInput.current.value = ""
  }

  return (
    <form
      className={`composer${internal ? " composer--internal" : ""}`}
      onSubmit={submit}
      aria-label="New message"
    >
      <label htmlFor={`${id}-body`} className="visually-hidden">
        {internal ? "Internal note" : "Message"}
      </label>
      <textarea
        id={`${id}-body`}
        className="composer__input"
        value={body}
        rows={3}
        placeholder={internal ? "Write an internal note (the client never sees it)" : "Write a message"}
        aria-describedby={
          [touch ? "" : `${id}-hint`, counting ? `${id}-count` : "", problem ? `${id}-problem` : ""]
            .filter(Boolean)
            .join(" ") || undefined
        }
        aria-invalid={over || undefined}
        onChange={(e) => {
          setBody(e.target.value)
          // A problem about the length goes once the text fits again.
          if (problem && e.target.value.length <= MAX_CHARS && body.length > MAX_CHARS) setProblem("")
        }}
        onKeyDown={onKeyDown}
      />
      {counting ? (
        <p id={`${id}-count`} className={`composer__count${over ? " composer__count--over" : ""}`}>
          {over ? charCount.over(body.length, MAX_CHARS) : charCount.left(body.length, MAX_CHARS)}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="composer__files" aria-label="Files to send">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              <span>{f.name}</span>
              <button
                type="button"
                className="message__action"
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
              >
                Remove<span className="visually-hidden"> {f.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="composer__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="composer__bar">
        <label className="button button--secondary composer__attach">
          Attach files
          <input
            ref={fileInput}
            type="file"
            multiple
            className="visually-hidden"
            onChange={(e) => addFiles(e.target.files)}
          />
        </label>
        {canWriteInternal ? (
          <label className="composer__internal">
            <input type="checkbox" checked={internal} onChange={(e) => setInternal(e.target.checked)} />{" "}
            Internal note
          </label>
        ) : null}
        {touch ? null : (
          <span id={`${id}-hint`} className="composer__hint">
            Enter to send, Shift+Enter for a new line
          </span>
        )}
        <button type="submit" className="button">
          Send
        </button>
      </div>
    </form>
  )
}
