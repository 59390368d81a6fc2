import type { ChangeEventHandler, InputHTMLAttributes, ReactNode } from "react"
import { FormField } from "@/components/form-field"
import { LIMITS } from "@/lib/limits"
import { NEW_PASSWORD_HINT } from "../auth-rules"
import { PasswordInput } from "./password-input"

interface FieldProps {
  id: string
  label: string
  value: string
  onChange: ChangeEventHandler<HTMLInputElement>
  hint?: ReactNode
  error?: string
}

/** The longest name the users collection keeps (its `name` field's max, pb_hooks/lib/limits.json userName). */
export const NAME_MAX_LENGTH = LIMITS.userName.max

/** TextField is a required text input with its label, hint and error; `input` says which kind (type, autocomplete). */
function TextField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  input,
}: FieldProps & {
  input: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "maxLength">
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(p) => <input {...p} {...input} className="input" required value={value} onChange={onChange} />}
    </FormField>
  )
}

/** NameField is a required full-name field with its label and error (create account, and the account's name). */
export const NameField = (props: FieldProps) => (
  <TextField {...props} input={{ autoComplete: "name", maxLength: NAME_MAX_LENGTH }} />
)

/** EmailField is a required e-mail address field with its label, hint and error (the auth and account forms'). */
export const EmailField = (props: FieldProps) => (
  <TextField {...props} input={{ type: "email", autoComplete: "email" }} />
)

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

/** The two values NewPasswordFields edits. */
export type NewPassword = { password: string; confirm: string }

/**
 * NewPasswordFields: a new password with its length rule, then its confirmation (the reset link's form and the
 * account's); the inputs are `<idPrefix>-new-password` and `<idPrefix>-confirm-password`.
 */
export function NewPasswordFields({
  idPrefix,
  confirmLabel,
  values,
  onChange,
}: {
  idPrefix: string
  confirmLabel: string
  values: NewPassword
  onChange: (key: keyof NewPassword) => ChangeEventHandler<HTMLInputElement>
}) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-new-password`}
        label="New password"
        hint={NEW_PASSWORD_HINT}
        autoComplete="new-password"
        value={values.password}
        onChange={onChange("password")}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={confirmLabel}
        autoComplete="new-password"
        value={values.confirm}
        onChange={onChange("confirm")}
      />
    </>
  )
}
