import { Fragment } from "react"

/**
 * Where an address may break: after "@", after a "/" that does not start "//", before "?" and "#". Never at a dot:
 * "noir-atelier" over ".example" reads as two words (a part wider than the line still breaks, as a last resort).
 */
const BREAKS = /(?<=@)|(?<=[^/:]\/)(?!\/)|(?<=:\/\/)|(?=[?#])/

/**
 * Wrappable shows an e-mail address or a URL with line-break opportunities at its natural seams, so a
 * narrow screen breaks "ava.okafor@noir-atelier.example" after "@", not at a dot or mid-word.
 * The `.address` class breaks inside a part only when one part alone is wider than the line.
 */
export function Wrappable({ text, className }: { text: string; className?: string }) {
  const parts = text.split(BREAKS)
  // The title shows the whole address where a wide table cuts it short with an ellipsis.
  return (
    <span className={className ? `address ${className}` : "address"} title={className ? text : undefined}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
