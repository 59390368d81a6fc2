import { useRef, useState } from "react"
import { ConfirmDialog } from "@/components/confirm-dialog"
import { ORDER_STATUSES, type OrderStatus } from "@/lib/pocketbase-types"
import { statusLabel, statusTone } from "../status"
import "./admin-orders.css"

interface AdminStatusSelectProps {
  orderTitle: string
  status: OrderStatus
  /** Saves the confirmed status (optimistically, with rollback: see changeStatusOptimistically). */
  onChange: (next: OrderStatus) => Promise<unknown>
  /** Visible label; without it the select is named "Status of {title}" for screen readers. */
  label?: string
  id?: string
}

/** AdminStatusSelect changes an order's status after the admin confirms, since the client is e-mailed. */
export function AdminStatusSelect({ orderTitle, status, onChange, label, id }: AdminStatusSelectProps) {
  const [asked, setAsked] = useState<OrderStatus | null>(null)
  const [saving, setSaving] = useState(false)
  const select = useRef<HTMLSelectElement>(null)

  const close = () => {
    setAsked(null)
    select.current?.focus()
  }
  const confirm = async () => {
    if (!asked) return
    const next = asked
    close()
    setSaving(true)
    try {
      await onChange(next)
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
          title="Change the order status?"
          confirmLabel={`Set to ${statusLabel(asked)}`}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          <p>
            <strong>{orderTitle}</strong> moves from {statusLabel(status)} to {statusLabel(asked)}.
          </p>
          <p>The client gets a notification in the portal and an e-mail.</p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
