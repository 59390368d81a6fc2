import type { FieldErrors } from "@/lib/api-error"

/** The form's fields by name, as their labels read. */
export const ORDER_FIELD_LABELS: Record<string, string> = {
  title: "Project title",
  description: "Project description",
  company_name: "Company / brand name",
  phone_number: "Phone number",
  current_website: "Current website",
  reference_website: "Reference website",
  collaborator_code: "Collaborator code",
}

interface OrderFormSummaryProps {
  errors: FieldErrors
  /** The server's answer, when it refused the order. */
  alert: string | null
}

/**
 * OrderFormSummary says, under the submit button (so nothing above it moves), why the order was not sent: the
 * server's answer and each field to fix, as a button that takes you there.
 */
export function OrderFormSummary({ errors, alert }: OrderFormSummaryProps) {
  const fields = Object.keys(ORDER_FIELD_LABELS).filter((key) => errors[key])
  const count = fields.length === 1 ? "One answer needs a change:" : `${fields.length} answers need a change:`
  const heading = alert ?? (fields.length > 0 ? count : null)
  return (
    <div className="order-form__summary" role="alert">
      {heading ? (
        <div className="order-form__summary-box">
          <p>{heading}</p>
          {fields.length > 0 ? (
            <ul>
              {fields.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    className="link-button order-form__summary-field"
                    onClick={() => document.getElementById(`order-${key}`)?.focus()}
                  >
                    {ORDER_FIELD_LABELS[key]}
                  </button>
                  <span className="order-form__summary-why">{errors[key]}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
