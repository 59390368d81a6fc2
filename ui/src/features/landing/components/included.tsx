import { landing } from "@/content/landing"
import { Icon } from "./icons"
import { ItemGrid } from "./item-grid"

/** Included: the four outcomes every package delivers. */
export function Included() {
  const { included } = landing
  return (
    <ItemGrid
      id="included"
      className="lp-section"
      heading={included}
      columns={4}
      items={included.items}
      itemClass="lp-included"
      markClass="lp-included__icon"
      mark={() => <Icon name="check" />}
    />
  )
}
