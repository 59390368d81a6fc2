import type { ReviewItem } from "../types"

interface Props {
  items: ReviewItem[]
  round: number
  /** The studio ticks items; the client only reads them. */
  onTick?: (item: ReviewItem, done: boolean) => void
  busy?: boolean
}

/** ReviewItems lists the changes asked in round, each done or to do (a checkbox for the studio). */
export function ReviewItems({ items, round, onTick, busy = false }: Props) {
  const shown = items.filter((i) => i.round === round)
  if (shown.length === 0) return null
  return (
    <ul className="review__items" aria-label={`Changes asked in round ${round}`}>
      {shown.map((item) => (
        <li key={item.id} className={item.done ? "review__item review__item--done" : "review__item"}>
          {onTick ? (
            <label className="review__tick">
              <input
                type="checkbox"
                checked={item.done}
                disabled={busy}
                onChange={(e) => onTick(item, e.target.checked)}
              />
              <span>{item.text}</span>
            </label>
          ) : (
            <>
              <span className="review__mark" aria-hidden="true">
                {item.done ? "✓" : "•"}
              </span>
              <span>{item.text}</span>
              <span className="review__state">{item.done ? "Done" : "To do"}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
