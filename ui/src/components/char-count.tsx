import { formatNumber } from "@/lib/format-number"

/** The words of a length limit, shared by every counted field; every figure written one way ("4,070"). */
export const charCount = {
  left: (length: number, max: number) => `${formatNumber(max - length)} characters left`,
  over: (length: number, max: number) =>
    `${formatNumber(length - max)} characters over the limit of ${formatNumber(max)}`,
  /** The error of a text over its limit, with the same figures as `over`. */
  shorten: (what: string, length: number, max: number) =>
    `Shorten ${what} by ${formatNumber(length - max)} characters (at most ${formatNumber(max)}).`,
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
