import type { ReactNode } from "react"
import "./form-field.css"

/** The props a FormField hands to its control so that label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string
  "aria-describedby"?: string
  "aria-invalid"?: true
}

interface FormFieldProps {
  id: string
  label: string
  /** Marks the label "(optional)"; required fields carry no marker. */
  optional?: boolean
  hint?: ReactNode
  error?: string
  children: (control: FieldControlProps) => ReactNode
}

/** FormField lays out a label, the control, a hint and the field's error message, wired for screen readers. */
export function FormField({ id, label, optional, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
