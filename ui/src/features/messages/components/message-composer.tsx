import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react"
import type { MessageDraft } from "../types"
import "./composer.css"

/** The limits the server enforces, checked here first so the sender hears at once. */
const MAX_FILES = 5
const MAX_FILE_BYTES = 20 * 1024 * 1024
const MAX_CHARS = 4000

function filesProblem(files: File[]): string {
  if (files.length > MAX_FILES) return `Attach at most ${MAX_FILES} files to one message.`
  const big = files.find((f) => f.size > MAX_FILE_BYTES)
  return big ? `"${big.name}" is larger than 20 MB; each file can be at most 20 MB.` : ""
}

/** MessageComposer writes a message: Enter sends, Shift+Enter starts a new line; files and (admins) internal notes. */
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

  const submit = (e?: FormEvent) => {
    e?.preventDefault()
    if (body.trim() === "" && files.length === 0) return setProblem("Write a message or attach a file.")
    if (body.length > MAX_CHARS) return setProblem(`A message can be at most ${MAX_CHARS} characters.`)
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
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
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
        maxLength={MAX_CHARS}
        placeholder={internal ? "Write an internal note (the client never sees it)" : "Write a message"}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={onKeyDown}
      />
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
        <span id={`${id}-hint`} className="composer__hint">
          Enter to send, Shift+Enter for a new line
        </span>
        <button type="submit" className="button">
          Send
        </button>
      </div>
    </form>
  )
}
