import { type FormEvent, type ReactNode, useState } from "react"
import { Alert } from "@/components/alert"
import { CharCount, charCount } from "@/components/char-count"
import { type FieldControlProps, FormField } from "@/components/form-field"
import { useFieldErrors } from "@/hooks/use-field-errors"
import { type FieldErrors, handleApiError } from "@/lib/api-error"
import { LIMITS } from "@/lib/limits"
import { type AdminNotificationValues, sendNotification } from "../admin-notifications-api"
import "./admin-notifications.css"
import { SubmitButton } from "@/components/submit-button"

/** The props the route's client picker receives (features never import each other: the route composes). */
export interface ClientFieldProps {
  control: FieldControlProps
  value: string
  onChange: (clientId: string) => void
}

/** The props the route's order select receives: the orders of the chosen client only. */
export interface OrderFieldProps {
  control: FieldControlProps
  clientId: string
  value: string
  onChange: (orderId: string) => void
}

interface AdminNotificationUpsertFormProps {
  /** Preselected client (?user=). */
  initialClient?: string
  renderClientPicker: (props: ClientFieldProps) => ReactNode
  renderOrderSelect: (props: OrderFieldProps) => ReactNode
  onSent?: () => void
}

const REQUIRED = "Please fill in all required fields"
const FAILED = "Failed to send notification"
const SENT = "Notification sent successfully!"

type Outcome = { tone: "error" | "success"; text: string } | null

/** The server's limit of a notification's message (pb_hooks/lib/limits.json). */
const MESSAGE_MAX = LIMITS.notificationMessage.max

/** missingFields names the required fields still empty, with the message shown under each. */
function missingFields(values: AdminNotificationValues): FieldErrors {
  return {
    ...(values.user ? {} : { user: "Choose a client." }),
    ...(values.title.trim() ? {} : { title: "Enter a title." }),
    ...(values.message.trim() ? {} : { message: "Enter a message." }),
    ...(values.message.length > MESSAGE_MAX
      ? {
          message: charCount.shorten("the message", values.message.length, MESSAGE_MAX),
        }
      : {}),
  }
}

/**
 * AdminNotificationUpsertForm sends a notification to one client, or to their brand, optionally about one of their
 * orders.
 */
export function AdminNotificationUpsertForm(props: AdminNotificationUpsertFormProps) {
  const { initialClient = "", renderClientPicker, renderOrderSelect, onSent } = props
  const [values, setValues] = useState<AdminNotificationValues>({
    user: initialClient,
    related_order: "",
    title: "",
    message: "",
    audience: "",
  })
  const { errors: fieldErrors, setErrors: setFieldErrors, follow } = useFieldErrors(missingFields)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [sending, setSending] = useState(false)

  // Each edit re-checks the fields it touches; the form's alert goes once nothing required is missing.
  const set = (patch: Partial<AdminNotificationValues>) => {
    const next = { ...values, ...patch }
    setValues(next)
    for (const field of Object.keys(patch)) follow(field, next)
    setOutcome((o) => (o?.text === REQUIRED && Object.keys(missingFields(next)).length > 0 ? o : null))
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const missing = missingFields(values)
    setFieldErrors(missing)
    if (Object.keys(missing).length > 0) {
      const onlyLength = Object.keys(missing).length === 1 && values.message.length > MESSAGE_MAX
      setOutcome({ tone: "error", text: onlyLength ? missing.message! : REQUIRED })
      return
    }
    setSending(true)
    setOutcome(null)
    try {
      await sendNotification(values)
      setValues((v) => ({ ...v, related_order: "", title: "", message: "" }))
      setOutcome({ tone: "success", text: SENT })
      onSent?.()
    } catch (err) {
      const text = handleApiError(err, { toast: false, fallback: FAILED, onFieldErrors: setFieldErrors })
      if (text !== null) setOutcome({ tone: "error", text })
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="card notify-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={sending}>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <FormField id="notify-client" label="Client" error={fieldErrors.user}>
        {(control) =>
          renderClientPicker({
            control,
            value: values.user,
            onChange: (user) => set({ user, related_order: "" }),
          })
        }
      </FormField>
      <FormField
        id="notify-order"
        label="Related order"
        optional
        hint="Link the notification to one of this client's orders."
        error={fieldErrors.related_order}
      >
        {(control) =>
          renderOrderSelect({
            control,
            clientId: values.user,
            value: values.related_order,
            onChange: (related_order) => set({ related_order }),
          })
        }
      </FormField>
      <FormField
        id="notify-audience"
        label="Send to"
        hint="Everyone it goes to gets their own notification, and e-mail by their own preferences."
        error={fieldErrors.audience}
      >
        {(control) => (
          <select
            {...control}
            className="select"
            value={values.audience}
            onChange={(e) => set({ audience: e.target.value as AdminNotificationValues["audience"] })}
          >
            <option value="">This client only</option>
            <option value="work">Their brand: everyone who works on orders</option>
            <option value="see">Their whole brand</option>
          </select>
        )}
      </FormField>
      <FormField id="notify-title" label="Title" error={fieldErrors.title}>
        {(control) => (
          <input
            {...control}
            className="input"
            maxLength={LIMITS.notificationTitle.max}
            value={values.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </FormField>
      <FormField id="notify-message" label="Message" error={fieldErrors.message}>
        {(control) => (
          <>
            <textarea
              {...control}
              aria-describedby={`${control["aria-describedby"] ?? ""} notify-message-count`.trim()}
              className="textarea"
              rows={5}
              value={values.message}
              onChange={(e) => set({ message: e.target.value })}
            />
            <CharCount id="notify-message-count" length={values.message.length} max={MESSAGE_MAX} />
          </>
        )}
      </FormField>
      <div className="notify-form__actions">
        <SubmitButton busy={sending} busyLabel="Sending...">
          Send Notification
        </SubmitButton>
      </div>
    </form>
  )
}
