import type { ReactNode, Ref } from "react"

interface SubmitButtonProps {
  /** While true the button is disabled and says `busyLabel` ("Saving...") instead of its label. */
  busy: boolean
  busyLabel: string
  /** Classes beside "button": the form's own submit style. */
  className?: string
  ref?: Ref<HTMLButtonElement>
  children: ReactNode
}

/** SubmitButton sends its form once: disabled while the form is being sent, saying so. */
export function SubmitButton({ busy, busyLabel, className, ref, children }: SubmitButtonProps) {
  return (
    <button ref={ref} type="submit" className={className ? `button ${className}` : "button"} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  )
}
