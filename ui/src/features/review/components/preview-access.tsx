import { Wrappable } from "@/components/wrappable"
import type { Review } from "../types"

/**
 * PreviewAccess shows the preview's link and password (the order's client and the studio read them); nothing for a
 * launch the studio approved before any preview was posted (round 0).
 */
export function PreviewAccess({ review }: { review: Review }) {
  if (!review.url) return null
  return (
    <dl className="review__access">
      <dt>Preview</dt>
      <dd>
        <a href={review.url} target="_blank" rel="noopener noreferrer" className="review__link">
          <Wrappable text={review.url.replace(/^https?:\/\//, "")} />
        </a>
      </dd>
      {review.password ? (
        <>
          <dt>Password</dt>
          <dd>
            <code>{review.password}</code>
          </dd>
        </>
      ) : null}
    </dl>
  )
}
