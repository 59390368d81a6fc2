import type { Ref, SelectHTMLAttributes } from "react"

/** One choice of a status select: the value sent, the label shown, and whether it cannot be chosen now. */
export interface StatusChoice {
  value: string
  label: string
  disabled?: boolean
}

type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange" | "children">

interface StatusSelectProps extends SelectAttributes {
  value: string
  choices: readonly StatusChoice[]
  onChange: (value: string) => void
  /** A first choice that stands for every status (the value ""), as a filter offers it: "All Status", "All". */
  all?: string
  /** The visible label, above the select in a field; without one the select stands alone (name it by aria-label). */
  label?: string
  ref?: Ref<HTMLSelectElement>
}

/** StatusSelect is the one select of a status: the list filters' and the admin's status change. */
export function StatusSelect({
  value,
  choices,
  onChange,
  all,
  label,
  className = "select",
  ...select
}: StatusSelectProps) {
  const control = (
    <select {...select} className={className} value={value} onChange={(e) => onChange(e.target.value)}>
      {all !== undefined ? <option value="">{all}</option> : null}
      {choices.map((c) => (
        <option key={c.value} value={c.value} disabled={c.disabled}>
          {c.label}
        </option>
      ))}
    </select>
  )
  if (!label) return control
  return (
    <div className="field">
      <label className="field__label" htmlFor={select.id}>
        {label}
      </label>
      {control}
    </div>
  )
}
