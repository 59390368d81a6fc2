import { ConfirmDialog } from "@/components/confirm-dialog"

/** DraftNotice tells that the form shows the order this client started earlier on this device. */
export function DraftNotice({ onStartOver }: { onStartOver: () => void }) {
  return (
    <p className="order-form__draft">
      We kept the order you started on this device.
      <button type="button" className="button button--secondary button--small" onClick={onStartOver}>
        Start over
      </button>
    </p>
  )
}

/** LeaveOrderDialog asks before leaving a half-written order (it stays as a draft either way). */
export function LeaveOrderDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  return (
    <ConfirmDialog title="Leave your order?" confirmLabel="Leave" onConfirm={onLeave} onCancel={onStay}>
      <p>
        Your order is not sent yet. What you typed stays on this device, and this form shows it again when you
        come back.
      </p>
    </ConfirmDialog>
  )
}
