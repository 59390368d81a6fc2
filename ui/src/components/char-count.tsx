/** The words of a length limit, shared by every counted field. */
export const charCount = {
  left: (length: number, max: number) => `${(max - length).toLocaleString("en-US")} characters left`,
  over: (length: number, max: number) =>
    `${(length - max).toLocaleString("en-US")} characters over the limit of ${max.toLocaleString("en-US")}`,
}

interface CharCountProps {
  id: string
  length: number
  max: number
  /** From this length on the count shows (the limit is shown before it is hit); default: 3/4 of max. */
  from?: number
}

/** CharCount shows how many characters a long text field has left, or how far over its limit it is. */
export function CharCount({ id, length, max, from = Math.floor(max * 0.75) }: CharCountProps) {
  if (length < from) return null
  const over = length > max
  return (
    <p id={id} className={`char-count${over ? " char-count--over" : ""}`} aria-live="polite">
      {over ? charCount.over(length, max) : charCount.left(length, max)}
    </p>
  )
}
