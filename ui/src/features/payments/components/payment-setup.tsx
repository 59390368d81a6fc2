import { useEffect, useState } from "react"
import { Alert } from "@/components/alert"
import { type PaymentOptions, paymentOptions } from "../api"

/**
 * PaymentSetup tells the studio, on its dashboard, which payment details it has not set: without them clients paying
 * by transfer are shown no account and receipts name no business (nothing is invented in their place). Nothing
 * shows once they are set.
 */
export function PaymentSetup() {
  const [options, setOptions] = useState<PaymentOptions | null>(null)
  useEffect(() => void paymentOptions().then(setOptions), [])
  if (!options) return null
  const missing: string[] = []
  if (!options.card && !options.bank)
    missing.push(
      "Clients paying by bank transfer are shown no account: set BANK_ACCOUNT_NAME and BANK_IBAN (and BANK_BIC), or Stripe's keys.",
    )
  if (!options.business.name)
    missing.push("Receipts name no business: set BUSINESS_NAME, BUSINESS_ADDRESS and BUSINESS_TAX_ID.")
  if (missing.length === 0) return null
  return (
    <section className="payment-setup" aria-label="Payment details to set">
      <Alert>
        {missing.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>They are settings of the server: docs/payments.md says how.</p>
      </Alert>
    </section>
  )
}
