import type { ReactNode } from "react"

/** A section's words for its heading, as the content file holds them (content/landing.ts). */
export interface HeadingCopy {
  eyebrow: string
  title: ReactNode
  lead?: string
}

interface Props {
  /** The heading's id: the section points aria-labelledby at it. */
  id: string
  copy: HeadingCopy
  /** The heading style; most sections use the shared h2 size. */
  className?: string
}

/** SectionHeading: the small label, the section's h2 and an optional lead paragraph. */
export function SectionHeading({ id, copy, className = "lp-h2" }: Props) {
  return (
    <>
      <p className="lp-eyebrow">{copy.eyebrow}</p>
      <h2 id={id} className={className}>
        {copy.title}
      </h2>
      {copy.lead ? <p className="lp-lead">{copy.lead}</p> : null}
    </>
  )
}
