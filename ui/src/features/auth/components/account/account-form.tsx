import type { FormEvent, ReactNode } from "react"
import { Alert } from "@/components/alert"
import { SubmitButton } from "@/components/submit-button"

/** What a form of the account page last said: saved, or why not. */
export type Outcome = { tone: "success" | "error"; text: string } | null

interface AccountFormProps {
  onSubmit: (e: FormEvent) => void | Promise<void>
  outcome: Outcome
  /** True while the form is sent: its button says `busyLabel` meanwhile. */
  busy: boolean
  busyLabel: string
  /** The submit button's label. */
  submit: string
  children: ReactNode
}

/** AccountForm: one account card's form, with what it last said above its fields and its button below them. */
export function AccountForm({ onSubmit, outcome, busy, busyLabel, submit, children }: AccountFormProps) {
  return (
    <form className="account-form" onSubmit={(e) => void onSubmit(e)}>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {children}
      <SubmitButton className="account-form__submit" busy={busy} busyLabel={busyLabel}>
        {submit}
      </SubmitButton>
    </form>
  )
}
