import type { ReactNode } from "react"
import { SectionHeading } from "./section-heading"

interface Item {
  title: string
  text: string
}

interface Props {
  /** The section's id (its anchor); the heading's id is this with "-title". */
  id: string
  className: string
  heading: { eyebrow: string; title: string }
  /** The grid's column count from the tablet width up. */
  columns: 3 | 4
  items: readonly Item[]
  /** Each item's class, and the mark shown above its title (decorative: hidden from screen readers). */
  itemClass: string
  mark: (index: number) => ReactNode
  markClass: string
}

/** ItemGrid: a landing section listing short items (a mark, a title and a sentence each) in a grid. */
export function ItemGrid({ id, className, heading, columns, items, itemClass, mark, markClass }: Props) {
  return (
    <section id={id} className={className} aria-labelledby={`${id}-title`}>
      <div className="lp-wrap">
        <SectionHeading id={`${id}-title`} eyebrow={heading.eyebrow} title={heading.title} />
        <ul className={`lp-grid lp-grid--${columns}`}>
          {items.map((item, i) => (
            <li key={item.title} className={itemClass}>
              <span className={markClass} aria-hidden="true">
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
