import { useId, useState } from "react"
import { CharCount } from "@/components/char-count"
import { FilePicker } from "@/components/file-picker"
import { handleApiError } from "@/lib/api-error"
import { answerItem, csvRowsOf, sendItemFiles } from "../api"
import { ITEM_COPY } from "../copy"
import { INTAKE_ANSWER_MAX, intakeFilesProblem } from "../intake-text"
import type { CsvRowError, IntakeItemName, LaunchView } from "../types"
import { formatNumber } from "@/lib/format-number"

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
  const over = answer.length > INTAKE_ANSWER_MAX
  const filesProblem = intakeFilesProblem(files, item === "products")

  // A refusal was about the files that were sent: other files make it out of date.
  const chooseFiles = (next: File[]) => {
    setFiles(next)
    setError("")
    setRows([])
    setMore(0)
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setRows([])
    if (over) {
      return setError(
        `Shorten the answer by ${formatNumber(answer.length - INTAKE_ANSWER_MAX)} characters, or attach it as a file.`,
      )
    }
    setBusy(true)
    setError("")
    try {
      const view =
        files.length > 0
          ? await sendItemFiles(orderId, item, copy.name, files, answer)
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
        value={answer}
        aria-describedby={`${id}-count`}
        aria-invalid={over || undefined}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <CharCount id={`${id}-count`} length={answer.length} max={INTAKE_ANSWER_MAX} />
      <label className="field__label" htmlFor={`${id}-files`}>
        {item === "products" ? "Product CSV file" : "Files"}
      </label>
      <FilePicker
        id={`${id}-files`}
        files={files}
        multiple={item !== "products"}
        accept={item === "products" ? ".csv,text/csv" : undefined}
        onChange={chooseFiles}
      />
      {filesProblem ? (
        <p className="intake-form__problem" role="alert">
          {filesProblem}
        </p>
      ) : null}
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
        disabled={busy || Boolean(filesProblem) || (!answer.trim() && !files.length)}
      >
        {busy ? "Sending…" : `Send ${copy.name.toLowerCase()}`}
      </button>
    </form>
  )
}
