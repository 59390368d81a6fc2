import { landing } from "@/content/landing"
import { ItemGrid } from "./item-grid"

/** Problems: the six situations brands arrive with. */
export function Problems() {
  const { problems } = landing
  return (
    <ItemGrid
      id="problems"
      className="lp-section lp-tinted"
      heading={problems}
      columns={3}
      items={problems.items}
      itemClass="lp-card lp-problem"
      markClass="lp-problem__num"
      mark={(i) => String(i + 1).padStart(2, "0")}
    />
  )
}
