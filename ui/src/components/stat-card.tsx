import type { ReactNode } from "react"
import { formatNumber } from "@/lib/format-number"
import "./stat-card.css"

/** StatCard shows one figure with its label; `value` null while it loads; `display` writes it otherwise (money). */
export function StatCard({
  label,
  value,
  icon,
  display,
}: {
  label: string
  value: number | null
  icon?: ReactNode
  display?: string
}) {
  return (
    <div className="stat-card">
      <p className="stat-card__label">
        {icon}
        {label}
      </p>
      <p className="stat-card__value" aria-busy={value === null}>
        {value === null ? "–" : (display ?? formatNumber(value))}
      </p>
    </div>
  )
}
