import { ITEM_COPY } from "../copy"
import { INTAKE_ITEMS, type IntakeItem, type LaunchView } from "../types"
import { IntakeItemForm } from "./intake-item-form"
import "./intake.css"

function ItemState({ item }: { item: IntakeItem }) {
  if (item.state === "not_needed") return <span className="intake__state">Not needed</span>
  if (item.state === "done") return <span className="intake__state intake__state--done">Done</span>
  return <span className="intake__state intake__state--open">To do</span>
}

interface Props {
  view: LaunchView
  /** The client fills open items in; the studio sees the list (its controls are in the admin panel). */
  editable: boolean
  onChange: (view: LaunchView) => void
}

export function IntakeChecklist({ view, editable, onChange }: Props) {
  const closed = view.launch.step === "launched"
  return (
    <ul className="intake" aria-label="Brand intake checklist">
      {INTAKE_ITEMS.map((name) => {
        const item = view.items.find((i) => i.item === name)
        if (!item) return null
        return (
          <li key={name} className="intake__item">
            <div className="intake__row">
              <span className="intake__name">{ITEM_COPY[name].name}</span>
              <ItemState item={item} />
            </div>
            {item.state === "done" && item.answer ? <p className="intake__answer">{item.answer}</p> : null}
            {item.state === "done" && item.message ? (
              <p className="intake__answer">Files sent in the order conversation.</p>
            ) : null}
            {editable && !closed && item.state !== "done" ? (
              <IntakeItemForm orderId={view.launch.order} item={name} onDone={onChange} />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
