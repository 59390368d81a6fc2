import type { ChangeEventHandler, ReactNode } from "react"
import { FormField } from "@/components/form-field"
import { PasswordInput } from "./password-input"

interface FieldProps {
  id: string
  label: string
  value: string
  onChange: ChangeEventHandler<HTMLInputElement>
  hint?: ReactNode
  error?: string
}

/** EmailField is a required e-mail address field with its label, hint and error (the auth and account forms'). */
export function EmailField({ id, label, value, onChange, hint, error }: FieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(p) => (
        <input
          {...p}
          className="input"
          type="email"
          autoComplete="email"
          required
          value={value}
          onChange={onChange}
        />
      )}
    </FormField>
  )
}

/** PasswordField is a required password field (with its show/hide button): the current one, or a new one. */
export function PasswordField({
  autoComplete,
  ...props
}: FieldProps & { autoComplete: "current-password" | "new-password" }) {
  const { id, label, value, onChange, hint, error } = props
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(p) => <PasswordInput {...p} autoComplete={autoComplete} required value={value} onChange={onChange} />}
    </FormField>
  )
}
