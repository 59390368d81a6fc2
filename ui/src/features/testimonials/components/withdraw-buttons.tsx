import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { withdrawConsent } from "../api"
import type { Testimonial } from "../types"

/** WithdrawButtons lets the client take back each consent it gave (its words on the site, its store). */
export function WithdrawButtons({
  row,
  onChange,
}: {
  row: Testimonial
  onChange: (row: Testimonial) => void
}) {
  const withdraw = async (what: { words?: boolean; store?: boolean }, done: string) => {
    try {
      onChange(await withdrawConsent(row.order, what))
      showOutcome("success", done, "testimonial")
    } catch (err) {
      handleApiError(err)
    }
  }
  if (!row.show_words && !row.show_store)
    return <p className="testimonial__note">You show nothing on our site.</p>
  return (
    <div className="testimonial__actions">
      {row.show_words ? (
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => void withdraw({ words: true }, "Your words will leave our site within a minute.")}
        >
          Withdraw my words
        </button>
      ) : null}
      {row.show_store ? (
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => void withdraw({ store: true }, "Your store is no longer in our portfolio.")}
        >
          Withdraw my store
        </button>
      ) : null}
    </div>
  )
}
