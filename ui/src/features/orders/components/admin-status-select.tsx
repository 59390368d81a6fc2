import { useId, useRef, useState } from "react"
import { ConfirmDialog } from "@/components/confirm-dialog"
import { ORDER_STATUSES, type OrderStatus } from "@/lib/pocketbase-types"
import { statusLabel, statusTone } from "../status"
import { isMoveBack, moveBackWarning, REASON_MAX } from "../status-moves"
import "./admin-orders.css"

interface AdminStatusSelectProps {
  orderTitle: string
  status: OrderStatus
  /** Saves the confirmed status, with the reason of a move back (see changeStatusOptimistically). */
  onChange: (next: OrderStatus, reason?: string) => Promise<unknown>
  /** Visible label; without it the select is named "Status of {title}" for screen readers. */
  label?: string
  id?: string
}

/**
 * AdminStatusSelect changes an order's status after the admin confirms, since the client is e-mailed. A move back
 * says what it does to the launch and asks for the reason the client will read (the server requires it).
 */
export function AdminStatusSelect({ orderTitle, status, onChange, label, id }: AdminStatusSelectProps) {
  const [asked, setAsked] = useState<OrderStatus | null>(null)
  const [reason, setReason] = useState("")
  const [saving, setSaving] = useState(false)
  const select = useRef<HTMLSelectElement>(null)
  const reasonId = useId()
  const back = asked !== null && isMoveBack(status, asked)

  const close = () => {
    setAsked(null)
    setReason("")
    select.current?.focus()
  }
  const confirm = async () => {
    if (!asked) return
    const next = asked
    const why = back ? reason.trim() : undefined
    close()
    setSaving(true)
    try {
      await onChange(next, why)
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <select
        ref={select}
        id={id}
        className={`select status-select status-select--${statusTone(status)}`}
        aria-label={label ? undefined : `Status of ${orderTitle}`}
        value={status}
        disabled={saving}
        aria-busy={saving}
        onChange={(e) => e.target.value !== status && setAsked(e.target.value as OrderStatus)}
      >
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </select>
      {asked ? (
        <ConfirmDialog
          title={back ? "Move the order back?" : "Change the order status?"}
          confirmLabel={back ? "Move it back" : `Set to ${statusLabel(asked)}`}
          confirmDisabled={back && reason.trim() === ""}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          <p>
            <strong>{orderTitle}</strong> moves from {statusLabel(status)} to {statusLabel(asked)}.
          </p>
          {back ? (
            <>
              <p className="confirm-dialog__warning">{moveBackWarning(status, asked)}</p>
              <label className="field__label" htmlFor={reasonId}>
                Reason (the client reads it)
              </label>
              <textarea
                id={reasonId}
                className="textarea"
                rows={3}
                maxLength={REASON_MAX}
                required
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </>
          ) : null}
          <p>The client gets a notification in the portal and an e-mail{back ? " with your reason" : ""}.</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
