import type { ReactNode } from "react"
import { landing } from "@/content/landing"
import { Icon } from "./icons"
import { SectionHeading } from "./section-heading"

interface Props {
  /** The section: its anchor (the heading's id adds "-title") and its words in content/landing.ts. */
  section: "problems" | "included"
  /** The items' class; their mark's is this with "__mark". */
  block: string
  /** A tinted band, and items drawn as cards. */
  tinted?: boolean
  card?: boolean
  /** The grid's column count from the tablet width up. */
  columns: 3 | 4
  /** The mark shown above each item's title (decorative: hidden from screen readers). */
  mark: (index: number) => ReactNode
}

/** ItemGrid: a landing section listing short items (a mark, a title and a sentence each) in a grid. */
export function ItemGrid({ section, block, tinted, card, columns, mark }: Props) {
  const copy = landing[section]
  return (
    <section
      id={section}
      className={tinted ? "lp-section lp-tinted" : "lp-section"}
      aria-labelledby={`${section}-title`}
    >
      <div className="lp-wrap">
        <SectionHeading id={`${section}-title`} copy={copy} />
        <ul className={`lp-grid lp-grid--${columns}`}>
          {copy.items.map((item, i) => (
            <li key={item.title} className={card ? `lp-card ${block}` : block}>
              <span className={`${block}__mark`} aria-hidden="true">
                {mark(i)}
              </span>
              <h3 className="lp-h3">{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** Problems: the six situations brands arrive with. */
export const Problems = () => (
  <ItemGrid
    section="problems"
    block="lp-problem"
    tinted
    card
    columns={3}
    mark={(i) => String(i + 1).padStart(2, "0")}
  />
)

/** Included: the four outcomes every package delivers. */
export const Included = () => (
  <ItemGrid section="included" block="lp-included" columns={4} mark={() => <Icon name="check" />} />
)
