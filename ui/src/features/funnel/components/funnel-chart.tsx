import { formatNumber } from "@/lib/format-number"
import type { FunnelRow } from "../api"
import { conversion, STEPS } from "../steps"

const ROW = 34
const LABEL = 115
const WIDTH = 420

/** FunnelChart draws the range's funnel in all as bars, each step's count and its share of the step before. */
export function FunnelChart({ total }: { total: FunnelRow }) {
  const max = Math.max(1, ...STEPS.map((s) => total[s.key]))
  const bar = WIDTH - LABEL - 95
  const summary = STEPS.map((s) => `${s.label} ${total[s.key]}`).join(", ")
  return (
    <figure className="funnel-chart card">
      <svg
        viewBox={`0 0 ${WIDTH} ${STEPS.length * ROW}`}
        role="img"
        aria-label={`The funnel in all: ${summary}.`}
        className="funnel-chart__svg"
      >
        {STEPS.map((s, i) => {
          const value = total[s.key]
          const w = value === 0 ? 0 : Math.max(3, (value / max) * bar)
          const y = i * ROW
          const share = conversion(total, i)
          return (
            <g key={s.key}>
              <text x={0} y={y + 22} className="funnel-chart__label">
                {s.label}
              </text>
              <rect x={LABEL} y={y + 6} width={w} height={ROW - 12} rx={4} className="funnel-chart__bar" />
              <text x={LABEL + w + 8} y={y + 22} className="funnel-chart__value">
                {formatNumber(value)}
                {share ? ` · ${share}` : ""}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
