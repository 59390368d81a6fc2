import type { LaunchStats } from "../stats-api"

const W = 320
const H = 120
const PAD = 18

/** LaunchWeeksChart: launches of each of the last 13 weeks as stacked bars, on time (dark) and late (red). */
export function LaunchWeeksChart({ weeks }: { weeks: LaunchStats["weeks"] }) {
  const max = Math.max(1, ...weeks.map((w) => w.on_time + w.late))
  const slot = (W - PAD) / weeks.length
  const bar = Math.max(4, slot - 6)
  const y = (n: number) => ((H - PAD) * n) / max
  const summary = weeks
    .map((w) => `week of ${w.start.slice(0, 10)}: ${w.on_time} on time, ${w.late} late`)
    .join("; ")
  return (
    <figure className="weeks-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Launches per week, last 13 weeks: ${summary}.`}>
        <line x1={PAD} y1={H - PAD} x2={W} y2={H - PAD} stroke="#8a8780" />
        <text x={0} y={10} fontSize="9" fill="#4a4a4a">
          {max}
        </text>
        {weeks.map((w, i) => {
          const x = PAD + i * slot + (slot - bar) / 2
          const onTime = y(w.on_time)
          const late = y(w.late)
          return (
            <g key={w.start}>
              <rect x={x} y={H - PAD - onTime} width={bar} height={onTime} fill="#111111" />
              <rect x={x} y={H - PAD - onTime - late} width={bar} height={late} fill="#b42318" />
            </g>
          )
        })}
        <text x={PAD} y={H - 4} fontSize="9" fill="#4a4a4a">
          13 weeks ago
        </text>
        <text x={W} y={H - 4} fontSize="9" fill="#4a4a4a" textAnchor="end">
          this week
        </text>
      </svg>
      <figcaption>
        <span className="weeks-chart__key weeks-chart__key--on" aria-hidden="true" /> On time{" "}
        <span className="weeks-chart__key weeks-chart__key--late" aria-hidden="true" /> Late
      </figcaption>
    </figure>
  )
}
