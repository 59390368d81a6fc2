import { useState } from "react"
import { ConfirmDialog } from "@/components/confirm-dialog"
import { useSignOutEverywhere } from "../../use-sign-out-everywhere"
import { AccountSection } from "./account-section"

/** SessionsSection holds "Sign out on all devices" (asks first). */
export function SessionsSection() {
  const signOutEverywhere = useSignOutEverywhere()
  const [asking, setAsking] = useState(false)
  return (
    <AccountSection
      id="account-sessions"
      title="Sessions"
      intro="Lost a phone or used a shared computer? End every session of this account, this one included."
    >
      <button
        type="button"
        className="button button--secondary account-form__submit"
        onClick={() => setAsking(true)}
      >
        Sign out on all devices
      </button>
      {asking ? (
        <ConfirmDialog
          title="End your sessions on all devices?"
          confirmLabel="End all sessions"
          onConfirm={() => {
            setAsking(false)
            signOutEverywhere()
          }}
          onCancel={() => setAsking(false)}
        >
          <p>
            Every browser and phone signed in to this account, this one included, will need to sign in again.
          </p>
        </ConfirmDialog>
      ) : null}
    </AccountSection>
  )
}
