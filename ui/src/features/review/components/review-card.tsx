import { useState } from "react"
import { LabelledText } from "@/components/labelled-text"
import { approveReview, requestChanges } from "../api"
import { useReview } from "../use-review"
import { PreviewAccess } from "./preview-access"
import { ReviewItems } from "./review-items"
import "./review.css"

const linesOf = (text: string) =>
  text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter((l) => l !== "")

function ChangesForm({ busy, onSend }: { busy: boolean; onSend: (items: string[]) => void }) {
  const [text, setText] = useState("")
  const items = linesOf(text)
  return (
    <form
      className="review__form"
      onSubmit={(e) => {
        e.preventDefault()
        onSend(items)
      }}
    >
      <LabelledText
        label="What should change? One change per line."
        className="review__textarea"
        rows={4}
        value={text}
        onText={setText}
      />
      <p className="review__hint">Screenshots help: attach them in the conversation below.</p>
      <button type="submit" className="button button--small" disabled={busy || items.length === 0}>
        Send {items.length > 1 ? `${items.length} changes` : "changes"}
      </button>
    </form>
  )
}

/** ReviewCard: "Review your store" on the client's order page, from the studio's first ask to the approval. */
export function ReviewCard({ orderId }: { orderId: string }) {
  const { view, busy, run } = useReview(orderId)
  const [asking, setAsking] = useState(false)
  const review = view?.review
  if (!view || !review) return null
  const items = view.items
  return (
    <section className="card review" aria-labelledby="review-heading">
      <h2 id="review-heading">Review your store</h2>
      {review.state === "asked" ? (
        <>
          <p>Your store is ready for a look (review round {review.round}). Open the preview, then tell us.</p>
          <PreviewAccess review={review} />
          <ReviewItems items={items} round={review.round - 1} />
          <div className="review__actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                void run(
                  () => approveReview(orderId, review.round),
                  "Approved: the studio will launch your store.",
                )
              }
            >
              Approve for launch
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              aria-expanded={asking}
              onClick={() => setAsking((a) => !a)}
            >
              Request changes
            </button>
          </div>
          {asking ? (
            <ChangesForm
              busy={busy}
              onSend={(list) =>
                void run(
                  () => requestChanges(orderId, review.round, list),
                  "Sent: the studio is on your changes.",
                ).then((ok) => ok && setAsking(false))
              }
            />
          ) : null}
        </>
      ) : review.state === "changes" ? (
        <>
          <p>
            You asked for these changes (round {review.round}). We will ask you to look again once they are
            done.
          </p>
          <ReviewItems items={items} round={review.round} />
        </>
      ) : review.state === "approved" ? (
        <p className="review__done">You approved the store for launch (round {review.round}).</p>
      ) : (
        <>
          <p className="review__done">
            {review.round > 0
              ? "The studio approved the launch without waiting for your review:"
              : "The studio approved the launch without a preview for you to review:"}
          </p>
          <blockquote className="review__reason">{review.override_reason}</blockquote>
        </>
      )}
    </section>
  )
}
