import type { ReactNode } from "react"

/** Colour families of badges; every badge also carries text, never colour alone. */
export type BadgeTone = "yellow" | "blue" | "green" | "grey" | "red"

export function Badge({ tone, icon, children }: { tone: BadgeTone; icon?: ReactNode; children: ReactNode }) {
  return (
    <span className={`badge badge--${tone}`}>
      {icon}
      {children}
    </span>
  )
}
