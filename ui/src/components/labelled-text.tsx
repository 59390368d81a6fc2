import { type InputHTMLAttributes, type ReactNode, useId } from "react"
import type { Limit } from "@/lib/limits"

type Extra = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "required" | "placeholder" | "inputMode" | "autoComplete"
>

interface LabelledTextProps extends Extra {
  label: ReactNode
  value: string
  onText: (value: string) => void
  /**
   * The text's length limits (lib/limits.ts): the box's minLength and maxLength. A minimum makes the text required
   * too: the browser checks minLength only on a text that is there.
   */
  limit?: Limit
  /** A textarea of this many rows; a one-line input without. */
  rows?: number
  /** A class beside "input". */
  className?: string
}

/**
 * LabelledText is a label and its text box placed straight into the form's own grid or row, where FormField would
 * add a block of its own: the studio's panels and the testimonial forms.
 */
export function LabelledText({ label, value, onText, limit, rows, className, ...extra }: LabelledTextProps) {
  const id = useId()
  const box = {
    id,
    required: Boolean(extra.required || limit?.min),
    className: className ? `input ${className}` : "input",
    minLength: limit?.min,
    maxLength: limit?.max,
    value,
    onChange: (e: { target: { value: string } }) => onText(e.target.value),
  }
  return (
    <>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {rows ? (
        <textarea {...box} rows={rows} placeholder={extra.placeholder} />
      ) : (
        <input {...extra} {...box} />
      )}
    </>
  )
}
