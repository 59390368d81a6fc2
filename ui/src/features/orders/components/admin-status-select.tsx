import { type ReactNode, useEffect, useId, useRef, useState } from "react"
import { ConfirmDialog } from "@/components/confirm-dialog"
import { StatusSelect } from "@/components/status-select"
import type { OrderStatus } from "@/lib/pocketbase-types"
import { launchApproved } from "../admin-orders-api"
import { statusChoices, statusLabel, statusTone } from "../status"
import {
  allowedFrom,
  cancelWarning,
  isMoveBack,
  LAUNCH_REASON,
  moveBackWarning,
  needsReason as moveNeedsReason,
  REASON_MAX,
  REOPEN_WARNING,
} from "../status-moves"
import "./admin-orders.css"

interface AdminStatusSelectProps {
  orderId: string
  orderTitle: string
  status: OrderStatus
  /** Saves the confirmed status, with the reason of a move back or of a launch the client has not approved. */
  onChange: (next: OrderStatus, reason?: string) => Promise<unknown>
  /** Visible label, above the select; without it the select is named "Status of {title}" for screen readers. */
  label?: string
  id?: string
  /** What the dialog adds when the admin cancels the order (the route's payment prompt: the client paid, refund?). */
  cancelNotice?: ReactNode
}

/** "checking" while the approval is asked; "needed" when the completion must carry the studio's reason. */
type Approval = "checking" | "approved" | "needed"

/**
 * AdminStatusSelect changes an order's status after the admin confirms, since the client is e-mailed. A move back
 * says what it does to the launch and asks for the reason the client will read (the server requires it); so does a
 * completion the client has not approved: the reason approves the launch in the client's place (docs/decisions.md §21).
 */
export function AdminStatusSelect({
  orderId,
  orderTitle,
  status,
  onChange,
  label,
  id,
  cancelNotice,
}: AdminStatusSelectProps) {
  const [asked, setAsked] = useState<OrderStatus | null>(null)
  const [reason, setReason] = useState("")
  const [approval, setApproval] = useState<Approval>("checking")
  const [saving, setSaving] = useState(false)
  const select = useRef<HTMLSelectElement>(null)
  const reasonId = useId()
  const back = asked !== null && isMoveBack(status, asked)
  const cancelling = asked === "cancelled"
  const reopening = asked !== null && status === "cancelled"
  const launching = asked === "completed"

  useEffect(() => {
    if (!launching) return
    let live = true
    // whether the order's launch is approved (by the client, or by the studio with a reason)
    launchApproved(orderId).then(
      (approved) => live && setApproval(approved ? "approved" : "needed"),
      () => live && setApproval("needed"), // the server decides; a reason it does not need is not used
    )
    return () => {
      live = false
    }
  }, [launching, orderId])

  const reasoned = asked !== null && moveNeedsReason(status, asked)
  const needsReason = reasoned || (launching && approval === "needed")
  const minimum = reasoned ? 1 : LAUNCH_REASON.min
  const ready = !launching || approval !== "checking"
  const close = () => {
    setAsked(null)
    setReason("")
    select.current?.focus()
  }
  const confirm = async () => {
    if (!asked) return
    const next = asked
    const why = needsReason ? reason.trim() : undefined
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
      <StatusSelect
        ref={select}
        id={id}
        label={label}
        className={`select status-select status-select--${statusTone(status)}`}
        aria-label={label ? undefined : `Status of ${orderTitle}`}
        choices={statusChoices((s) => allowedFrom(status, s))}
        value={status}
        disabled={saving}
        aria-busy={saving}
        onChange={(next) => {
          if (next === status) return
          setApproval("checking")
          setAsked(next as OrderStatus)
        }}
      />
      {asked ? (
        <ConfirmDialog
          title={
            cancelling
              ? "Cancel the order?"
              : reopening
                ? "Reopen the cancelled order?"
                : back
                  ? "Move the order back?"
                  : "Change the order status?"
          }
          confirmLabel={
            cancelling
              ? "Cancel the order"
              : reopening
                ? "Reopen it"
                : back
                  ? "Move it back"
                  : `Set to ${statusLabel(asked)}`
          }
          cancelLabel={cancelling ? "Keep the order" : undefined}
          confirmDisabled={!ready || (needsReason && reason.trim().length < minimum)}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          <p>
            <strong>{orderTitle}</strong> moves from {statusLabel(status)} to {statusLabel(asked)}.
          </p>
          {back ? <p className="confirm-dialog__warning">{moveBackWarning(status, asked)}</p> : null}
          {cancelling ? <p className="confirm-dialog__warning">{cancelWarning(status)}</p> : null}
          {cancelling ? cancelNotice : null}
          {reopening ? <p className="confirm-dialog__warning">{REOPEN_WARNING}</p> : null}
          {launching && approval === "checking" ? <p role="status">Checking the client's approval…</p> : null}
          {launching && approval === "needed" ? (
            <p className="confirm-dialog__warning">
              The client has not approved this launch. Your reason approves it in their place: the client
              reads it in the portal and by e-mail.
            </p>
          ) : null}
          {needsReason ? (
            <>
              <label className="field__label" htmlFor={reasonId}>
                Reason (the client reads it)
              </label>
              <textarea
                id={reasonId}
                className="textarea"
                rows={3}
                minLength={minimum}
                maxLength={reasoned ? REASON_MAX : LAUNCH_REASON.max}
                required
                aria-describedby={launching ? `${reasonId}-hint` : undefined}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              {launching ? (
                <p id={`${reasonId}-hint`} className="field__hint">
                  {LAUNCH_REASON.min} to {LAUNCH_REASON.max} characters.
                </p>
              ) : null}
            </>
          ) : null}
          <p>
            The client gets a notification in the portal and an e-mail{needsReason ? " with your reason" : ""}
            .
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
