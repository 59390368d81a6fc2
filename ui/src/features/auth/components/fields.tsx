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

/** The longest name the users collection keeps (its `name` field's max). */
export const NAME_MAX_LENGTH = 120

/** NameField is a required full-name field with its label and error (create account, and the account's name). */
export function NameField({ id, label, value, onChange, hint, error }: FieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(p) => (
        <input
          {...p}
          className="input"
          autoComplete="name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={value}
          onChange={onChange}
        />
      )}
    </FormField>
  )
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
