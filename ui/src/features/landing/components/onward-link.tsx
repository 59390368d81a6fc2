import type { ReactNode } from "react"
import { Icon } from "./icons"
import { SectionLink } from "./links"

/** OnwardLink leads on to another section of the page: its words, then an arrow. */
export function OnwardLink({
  target,
  className,
  children,
}: {
  target: string
  className: string
  children: ReactNode
}) {
  return (
    <SectionLink className={className} target={target}>
      {children}
      <Icon name="arrowRight" />
    </SectionLink>
  )
}
