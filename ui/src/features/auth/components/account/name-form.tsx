import { type FormEvent, useState } from "react"
import { handleApiError } from "@/lib/api-error"
import type { UserRecord } from "@/lib/pocketbase-types"
import { updateProfile } from "../../api"
import { useSession } from "../../session-store"
import { NameField } from "../fields"
import { AccountForm, type Outcome } from "./account-form"
import { AccountSection } from "./account-section"

/** NameForm changes the signed-in user's name. */
export function NameForm({ user }: { user: UserRecord }) {
  const updateUser = useSession((s) => s.updateUser)
  const [name, setName] = useState(user.name)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setOutcome(null)
    setError(undefined)
    if (!name.trim()) {
      setError("Enter your name.")
      return
    }
    setSaving(true)
    try {
      updateUser(await updateProfile(user.id, { name: name.trim() }))
      setOutcome({ tone: "success", text: "Your name is saved." })
    } catch (err) {
      const text = handleApiError(err, {
        fallback: "Your name could not be saved. Please try again.",
        onFieldErrors: (f) => setError(f.name),
        toast: false,
      })
      if (text) setOutcome({ tone: "error", text })
    } finally {
      setSaving(false)
    }
  }

  return (
    <AccountSection id="account-name" title="Name">
      <AccountForm
        onSubmit={onSubmit}
        outcome={outcome}
        busy={saving}
        busyLabel="Saving..."
        submit="Save name"
      >
        <NameField
          id="account-name-input"
          label="Full name"
          error={error}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </AccountForm>
    </AccountSection>
  )
}
