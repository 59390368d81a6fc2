import type { ReactNode } from "react"

interface Props {
  /** The heading's id: the section points aria-labelledby at it. */
  id: string
  eyebrow: string
  title: ReactNode
  lead?: string
  /** The heading style; most sections use the shared h2 size. */
  className?: string
}

/** SectionHeading: the small label, the section's h2 and an optional lead paragraph. */
export function SectionHeading({ id, eyebrow, title, lead, className = "lp-h2" }: Props) {
  return (
    <>
      <p className="lp-eyebrow">{eyebrow}</p>
      <h2 id={id} className={className}>
        {title}
      </h2>
      {lead ? <p className="lp-lead">{lead}</p> : null}
    </>
  )
}
