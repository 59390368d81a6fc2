import { type FormEvent, useState } from "react"
import { Alert } from "@/components/alert"
import { Badge } from "@/components/badge"
import { Wrappable } from "@/components/wrappable"
import { handleApiError } from "@/lib/api-error"
import type { UserRecord } from "@/lib/pocketbase-types"
import { requestEmailChange } from "../../api"
import { ResendVerificationButton } from "../resend-verification-button"
import { AccountForm } from "./account-form"
import { AccountSection } from "./account-section"
import { EmailField } from "../fields"

/** EmailForm shows the address and whether it is confirmed, and asks for a confirmation link to a new one. */
export function EmailForm({ user }: { user: UserRecord }) {
  const [newEmail, setNewEmail] = useState("")
  const [sentTo, setSentTo] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    setFieldError(undefined)
    setSentTo("")
    const address = newEmail.trim()
    if (address.toLowerCase() === user.email.toLowerCase()) {
      setFieldError("This is already your address.")
      return
    }
    setSending(true)
    try {
      await requestEmailChange(address)
      setSentTo(address)
      setNewEmail("")
    } catch (err) {
      setError(
        handleApiError(err, {
          fallback: "The confirmation link could not be sent. Please try again.",
          onFieldErrors: (f) =>
            setFieldError(f.newEmail ? "Enter another address: this one cannot be used." : undefined),
          toast: false,
        }),
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <AccountSection id="account-email" title="E-mail address">
      <p className="account-email">
        <Wrappable className="account-email__address" text={user.email} />{" "}
        <Badge tone={user.verified ? "green" : "yellow"}>{user.verified ? "Verified" : "Not verified"}</Badge>
      </p>
      {!user.verified ? (
        <p className="account-section__intro">
          Please confirm this address with the link we e-mailed you.{" "}
          <ResendVerificationButton email={user.email} small />
        </p>
      ) : null}
      <AccountForm
        onSubmit={onSubmit}
        outcome={error ? { tone: "error", text: error } : null}
        busy={sending}
        busyLabel="Sending..."
        submit="Send confirmation link"
      >
        {sentTo ? (
          <Alert tone="success">
            We sent a confirmation link to {sentTo}. Your address changes once you open it and enter your
            password.
          </Alert>
        ) : null}
        <EmailField
          id="account-new-email"
          label="New e-mail address"
          error={fieldError}
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
        />
      </AccountForm>
    </AccountSection>
  )
}
