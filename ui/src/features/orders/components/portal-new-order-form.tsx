import { type FormEvent, useEffect, useState } from "react"
import { CharCount } from "@/components/char-count"
import { FormField } from "@/components/form-field"
import { offer } from "@/content/offer"
import { useFieldErrors } from "@/hooks/use-field-errors"
import { useLeaveGuard } from "@/hooks/use-leave-guard"
import { useSteadySubmit } from "@/hooks/use-steady-submit"
import { handleApiError } from "@/lib/api-error"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { createOrder, toNewOrderPayload } from "../api"
import { type PendingTab, openPendingTab } from "../calendar-tab"
import {
  EMPTY_NEW_ORDER,
  MUST_BE_SIGNED_IN,
  ORDER_LIMITS,
  SUBMIT_FAILED,
  newOrderErrors,
} from "../new-order-rules"
import { isBlankOrder, orderDraft } from "../order-draft"
import type { NewOrderValues } from "../types"
import { DraftNotice, LeaveOrderDialog } from "./order-draft-parts"
import { OrderFormSummary } from "./order-form-summary"
import "./portal-new-order.css"
import { SubmitButton } from "@/components/submit-button"

const websites = [
  ["current_website", "Current website", undefined],
  ["reference_website", "Reference website", "A store whose look you like."],
] as const

interface PortalNewOrderFormProps {
  clientId: string | null
  /** What a new form starts with (a draft kept in this browser wins). */
  initial?: Partial<NewOrderValues>
  /** Called once the order is saved; `calendar` is the tab to send to the booking page, if one was asked for. */
  onSubmitted: (order: OrderRecord, calendar: PendingTab | null) => void
}

/**
 * PortalNewOrderForm collects a website order; empty optional fields are sent as null. What is typed is kept as a
 * draft in this browser until the order is sent, and leaving with it asks first. A refused submit says why under
 * the button and moves nothing under the pointer.
 */
export function PortalNewOrderForm({ clientId, initial, onSubmitted }: PortalNewOrderFormProps) {
  const [restored] = useState(() => (clientId ? orderDraft.read(clientId) : null))
  const [first] = useState<NewOrderValues>(() => restored ?? { ...EMPTY_NEW_ORDER, ...initial })
  const [values, setValues] = useState<NewOrderValues>(first)
  // a form as it was given (a brand from the invitation) holds nothing typed: nothing to keep, nothing to ask about
  const untouched =
    isBlankOrder(values) ||
    (!restored && (Object.keys(first) as (keyof NewOrderValues)[]).every((k) => values[k] === first[k]))
  const { errors, setErrors, follow } = useFieldErrors(newOrderErrors)
  const [alert, setAlert] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const { anchor: submitRef, hold, onClickCapture, onInputCapture } = useSteadySubmit<HTMLButtonElement>()
  const guard = useLeaveGuard(!submitting && !untouched)

  useEffect(() => {
    if (!clientId || submitting) return
    if (untouched) orderDraft.clear(clientId)
    else orderDraft.save(clientId, values)
  }, [clientId, values, submitting, untouched])

  const text = (key: keyof NewOrderValues) => ({
    value: values[key] as string,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [key]: e.target.value }
      setValues(next)
      follow(key, next)
    },
  })
  const check = (key: "on_shopify" | "book_call") => ({
    checked: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [key]: e.target.checked })),
  })

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (submitting) return
    hold(e.timeStamp) // errors may be shown: keep the button where the finger is
    setAlert(null)
    if (!clientId) return setAlert(MUST_BE_SIGNED_IN)
    const found = newOrderErrors(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const calendar = values.book_call ? openPendingTab() : null
    setSubmitting(true)
    try {
      const order = await createOrder(toNewOrderPayload(values, clientId))
      orderDraft.clear(clientId)
      onSubmitted(order, calendar)
    } catch (err) {
      calendar?.cancel()
      hold(performance.now())
      setSubmitting(false)
      setAlert(handleApiError(err, { fallback: SUBMIT_FAILED, onFieldErrors: setErrors, toast: false }))
    }
  }

  return (
    <form
      className="order-form card"
      onSubmit={(e) => void onSubmit(e)}
      onClickCapture={onClickCapture}
      onInputCapture={onInputCapture}
      noValidate
    >
      {restored ? <DraftNotice onStartOver={() => setValues(EMPTY_NEW_ORDER)} /> : null}
      <fieldset className="order-form__group">
        <legend>Your project</legend>
        <FormField id="order-title" label="Project title" error={errors.title}>
          {(p) => (
            <input
              {...p}
              className="input"
              placeholder="e.g. Spring collection store"
              maxLength={ORDER_LIMITS.title}
              {...text("title")}
            />
          )}
        </FormField>
        <FormField
          id="order-description"
          label="Project description"
          error={errors.description}
          hint="What you sell, who buys it, the pages and features you need, and any deadline."
        >
          {(p) => (
            <>
              <textarea
                {...p}
                aria-describedby={`${p["aria-describedby"] ?? ""} order-description-count`.trim()}
                className="textarea"
                rows={6}
                {...text("description")}
              />
              <CharCount
                id="order-description-count"
                length={values.description.length}
                max={ORDER_LIMITS.description}
              />
            </>
          )}
        </FormField>
      </fieldset>
      <fieldset className="order-form__group">
        <legend>Your brand</legend>
        <div className="order-form__row">
          <FormField id="order-company_name" label="Company / brand name" error={errors.company_name}>
            {(p) => (
              <input
                {...p}
                className="input"
                autoComplete="organization"
                maxLength={ORDER_LIMITS.company_name}
                {...text("company_name")}
              />
            )}
          </FormField>
          <FormField id="order-phone_number" label="Phone number" optional error={errors.phone_number}>
            {(p) => (
              <input
                {...p}
                className="input"
                type="tel"
                autoComplete="tel"
                maxLength={ORDER_LIMITS.phone_number}
                {...text("phone_number")}
              />
            )}
          </FormField>
        </div>
        <div className="order-form__row">
          {websites.map(([key, label, hint]) => (
            <FormField key={key} id={`order-${key}`} label={label} optional error={errors[key]} hint={hint}>
              {(p) => (
                <input
                  {...p}
                  className="input"
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  maxLength={ORDER_LIMITS.website}
                  {...text(key)}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      <fieldset className="order-form__group">
        <legend>Extras</legend>
        <label className="checkbox">
          <input type="checkbox" {...check("on_shopify")} />
          <span>Is your website currently on Shopify?</span>
        </label>
        {values.on_shopify ? (
          <FormField
            id="order-collaborator_code"
            label="Collaborator code"
            optional
            error={errors.collaborator_code}
            hint="In Shopify: Settings → Users and permissions → Collaborator request code."
          >
            {(p) => (
              <input
                {...p}
                className="input"
                autoComplete="off"
                maxLength={ORDER_LIMITS.collaborator_code}
                {...text("collaborator_code")}
              />
            )}
          </FormField>
        ) : null}
        <label className="checkbox">
          <input type="checkbox" {...check("book_call")} />
          <span>Book a consultation call after submission</span>
        </label>
      </fieldset>
      <div className="order-form__submit">
        <SubmitButton ref={submitRef} busy={submitting} busyLabel="Submitting...">
          Submit Order
        </SubmitButton>
        <p>We review every order and reply within {offer.replyHours} hours.</p>
      </div>
      <OrderFormSummary errors={errors} alert={alert} />
      {guard.pending !== null ? <LeaveOrderDialog onLeave={guard.leave} onStay={guard.stay} /> : null}
    </form>
  )
}
