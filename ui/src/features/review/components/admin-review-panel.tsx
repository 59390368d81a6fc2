import { useState } from "react"
import { LabelledText } from "@/components/labelled-text"
import { LIMITS } from "@/lib/limits"
import { askReview, overrideReview } from "../api"
import type { Review, ReviewItem, ReviewView } from "../types"
import { useReview } from "../use-review"
import { PreviewAccess } from "./preview-access"
import { ReviewItems } from "./review-items"
import "./review.css"

type Run = ReturnType<typeof useReview>["run"]

const STATE_WORDS: Record<Review["state"], string> = {
  asked: "Waiting for the client's answer",
  changes: "The client asked for changes",
  approved: "Approved by the client",
  overridden: "Launch approved by the studio",
}

function AskForm({
  orderId,
  review,
  busy,
  run,
}: {
  orderId: string
  review: Review | null
  busy: boolean
  run: Run
}) {
  const [url, setUrl] = useState(review?.url ?? "")
  const [password, setPassword] = useState(review?.password ?? "")
  return (
    <form
      className="review__form"
      onSubmit={(e) => {
        e.preventDefault()
        void run(() => askReview(orderId, url, password), "The client is asked to review the store.")
      }}
    >
      <LabelledText
        label="Preview link"
        type="url"
        required
        limit={LIMITS.previewUrl}
        placeholder="https://store-name.myshopify.com"
        value={url}
        onText={setUrl}
      />
      <LabelledText
        label="Preview password (shown to the client only)"
        limit={LIMITS.previewPassword}
        value={password}
        onText={setPassword}
      />
      <button type="submit" className="button button--small" disabled={busy}>
        {review && review.round > 0 ? "Ask for a new review" : "Ask for review"}
      </button>
    </form>
  )
}

function OverrideForm({ orderId, busy, run }: { orderId: string; busy: boolean; run: Run }) {
  const [reason, setReason] = useState("")
  return (
    <form
      className="review__form"
      onSubmit={(e) => {
        e.preventDefault()
        void run(() => overrideReview(orderId, reason), "Launch approved: the client is told why.")
      }}
    >
      <LabelledText
        label="Approve the launch without the client: the reason they will read"
        className="review__textarea"
        rows={2}
        limit={LIMITS.launchReason}
        value={reason}
        onText={setReason}
      />
      <button type="submit" className="button button--small button--secondary" disabled={busy}>
        Approve launch
      </button>
    </form>
  )
}

function Body({
  orderId,
  view,
  inProgress,
  busy,
  run,
  tick,
}: {
  orderId: string
  view: ReviewView
  inProgress: boolean
  busy: boolean
  run: Run
  tick: (item: ReviewItem, done: boolean) => Promise<void>
}) {
  const { review, items } = view
  if (!review)
    return (
      <>
        <AskForm orderId={orderId} review={null} busy={busy} run={run} />
        <OverrideForm orderId={orderId} busy={busy} run={run} />
      </>
    )
  const open = items.some((i) => i.round === review.round && !i.done)
  const pending = review.state === "asked" || review.state === "changes"
  return (
    <>
      <p className="review__now">
        {review.round > 0 ? `Round ${review.round}` : "No preview posted"}:{" "}
        <strong>{STATE_WORDS[review.state]}</strong>
      </p>
      <PreviewAccess review={review} />
      {review.state === "overridden" ? (
        <blockquote className="review__reason">{review.override_reason}</blockquote>
      ) : null}
      <ReviewItems items={items} round={review.round} onTick={(item, done) => void tick(item, done)} />
      {/* a launched order is reviewed no more: the routes refuse, so the forms stay away */}
      {inProgress && review.state !== "asked" && !open ? (
        <AskForm key={review.round} orderId={orderId} review={review} busy={busy} run={run} />
      ) : null}
      {inProgress && pending ? <OverrideForm orderId={orderId} busy={busy} run={run} /> : null}
    </>
  )
}

/** AdminReviewPanel: the studio's side of the preview review (post the link, tick changes, ask again, override). */
export function AdminReviewPanel({ orderId, inProgress }: { orderId: string; inProgress: boolean }) {
  const { view, busy, run, tick } = useReview(orderId)
  if (!view || (!inProgress && !view.review)) return null
  return (
    <section className="card review" aria-labelledby="review-admin-heading">
      <h2 id="review-admin-heading">Preview review</h2>
      <Body orderId={orderId} view={view} inProgress={inProgress} busy={busy} run={run} tick={tick} />
    </section>
  )
}
