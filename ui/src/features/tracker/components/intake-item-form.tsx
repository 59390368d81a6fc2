import { useId, useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { answerItem, csvRowsOf, sendItemFiles } from "../api"
import { ITEM_COPY } from "../copy"
import type { CsvRowError, IntakeItemName, LaunchView } from "../types"

interface Props {
  orderId: string
  item: IntakeItemName
  onDone: (view: LaunchView) => void
}

export function IntakeItemForm({ orderId, item, onDone }: Props) {
  const id = useId()
  const [answer, setAnswer] = useState("")
  const [files, setFiles] = useState<File[]>([])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState("")
  const [rows, setRows] = useState<CsvRowError[]>([])
  const [more, setMore] = useState(0)
  const copy = ITEM_COPY[item]

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError("")
    setRows([])
    try {
      const view =
        files.length > 0
          ? await sendItemFiles(orderId, item, copy.name, files)
          : await answerItem(orderId, item, answer)
      onDone(view)
    } catch (err) {
      const found = csvRowsOf(err)
      setRows(found.rows)
      setMore(found.more)
      setError(handleApiError(err, { toast: false }) ?? "")
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="intake-form" onSubmit={(e) => void submit(e)} aria-label={copy.name}>
      <p className="intake-form__hint">{copy.hint}</p>
      <label className="field__label" htmlFor={`${id}-answer`}>
        Answer
      </label>
      <textarea
        id={`${id}-answer`}
        className="input"
        rows={2}
        maxLength={4000}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <label className="field__label" htmlFor={`${id}-files`}>
        {item === "products" ? "Product CSV file" : "Files"}
      </label>
      <input
        id={`${id}-files`}
        type="file"
        multiple={item !== "products"}
        accept={item === "products" ? ".csv,text/csv" : undefined}
        onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
      />
      {error ? (
        <div className="intake-form__error" role="alert">
          <p>{error}</p>
          {rows.length > 0 ? (
            <ul>
              {rows.map((r, i) => (
                <li key={`${r.row}-${i}`}>{r.message}</li>
              ))}
              {more > 0 ? <li>And {more} more.</li> : null}
            </ul>
          ) : null}
        </div>
      ) : null}
      <button
        type="submit"
        className="button button--small"
        disabled={busy || (!answer.trim() && !files.length)}
      >
        {busy ? "Sending…" : `Send ${copy.name.toLowerCase()}`}
      </button>
    </form>
  )
}
