import { PROMISE_WORDS } from "@/content/promise"
import { useId, useState } from "react"
import { Alert } from "@/components/alert"
import { showOutcome } from "@/lib/feedback"
import { handleApiError } from "@/lib/api-error"
import { LabelledText } from "@/components/labelled-text"
import { LIMITS } from "@/lib/limits"
import { markAccessGranted, markItem, markRequestSent, moveStep } from "../api"
import { ITEM_COPY, STEP_COPY } from "../copy"
import { INTAKE_ITEMS, LAUNCH_STEPS, type LaunchStep, type LaunchView } from "../types"
import { useLaunch } from "../use-launch"
import { AccessInfo } from "./access-info"
import { CollaboratorCodeForm } from "./collaborator-code-form"
import { LaunchTurn } from "./launch-turn"
import { LaunchHistory } from "./launch-history"
import { LaunchCountdown, LaunchOnHold } from "./launch-countdown"
import "./intake.css"
import "./launch.css"

function useAction(apply: (view: LaunchView) => void) {
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<LaunchView>, success: string) => {
    setBusy(true)
    try {
      apply(await action())
      showOutcome("success", success, "launch")
    } catch (err) {
      handleApiError(err)
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}

function Controls({ view, apply }: { view: LaunchView; apply: (view: LaunchView) => void }) {
  const id = useId()
  const { launch } = view
  const { busy, run } = useAction(apply)
  // Preview comes with a posted preview (the review card), never on its own: the server refuses it too
  const choices = LAUNCH_STEPS.filter((s) => s !== launch.step && s !== "preview")
  const next = LAUNCH_STEPS.slice(LAUNCH_STEPS.indexOf(launch.step) + 1).find((s) => choices.includes(s))
  const [step, setStep] = useState<LaunchStep>(next ?? choices[0] ?? launch.step)
  const [domain, setDomain] = useState(launch.store_domain)
  const done = launch.step === "launched"
  return (
    <div className="launch-admin">
      <p className="launch-admin__now">
        Step: <strong>{STEP_COPY[launch.step].name}</strong>
      </p>
      <LaunchTurn launch={launch} audience="studio" />
      {!done ? (
        <div className="launch-admin__row">
          <label className="field__label" htmlFor={`${id}-step`}>
            Move to step
          </label>
          <select
            id={`${id}-step`}
            className="input"
            value={step}
            onChange={(e) => setStep(e.target.value as LaunchStep)}
          >
            {choices.map((s) => (
              <option key={s} value={s}>
                {STEP_COPY[s].name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() =>
              void run(() => moveStep(launch.order, step, launch.step), `Moved to ${STEP_COPY[step].name}.`)
            }
          >
            Move step
          </button>
        </div>
      ) : null}
      <h3 className="launch-admin__heading">Store access</h3>
      <AccessInfo launch={launch} audience="admin" />
      {!done && launch.access === "code_needed" ? (
        <CollaboratorCodeForm
          orderId={launch.order}
          audience="admin"
          onDone={(next) => (next ? apply(next) : undefined)}
        />
      ) : null}
      {launch.shopify && !done && launch.access === "code_received" ? (
        <form
          className="launch-admin__row"
          onSubmit={(e) => {
            e.preventDefault()
            void run(() => markRequestSent(launch.order, domain), "Collaborator request marked sent.")
          }}
        >
          <LabelledText
            label="Store address"
            placeholder="store-name.myshopify.com"
            limit={LIMITS.storeDomain}
            value={domain}
            onText={setDomain}
          />
          <button type="submit" className="button button--small" disabled={busy}>
            Mark request sent
          </button>
        </form>
      ) : null}
      {launch.shopify && !done && launch.access === "request_sent" ? (
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => void run(() => markAccessGranted(launch.order), "Store access marked granted.")}
        >
          Mark access granted
        </button>
      ) : null}
      <h3 className="launch-admin__heading">Brand intake</h3>
      <ul className="intake">
        {INTAKE_ITEMS.map((name) => {
          const item = view.items.find((i) => i.item === name)
          if (!item) return null
          const label = item.state === "open" ? "To do" : item.state === "done" ? "Done" : "Not needed"
          return (
            <li key={name} className="intake__item">
              <div className="intake__row">
                <span className="intake__name">{ITEM_COPY[name].name}</span>
                <span className={`intake__state intake__state--${item.state}`}>{label}</span>
                {!done && item.state !== "done" ? (
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    disabled={busy}
                    aria-label={`${item.state === "open" ? "Mark not needed" : "Reopen"}: ${ITEM_COPY[name].name}`}
                    onClick={() =>
                      void run(
                        () => markItem(launch.order, name, item.state === "open" ? "not_needed" : "open"),
                        `${ITEM_COPY[name].name} updated.`,
                      )
                    }
                  >
                    {item.state === "open" ? "Not needed" : "Reopen"}
                  </button>
                ) : null}
              </div>
              {item.state === "done" && item.answer ? <p className="intake__answer">{item.answer}</p> : null}
              {item.state === "done" && item.message ? (
                <p className="intake__answer">Files in the conversation.</p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** StartLaunch: an order approved before the tracker existed gets its launch steps on request. */
function StartLaunch({ orderId, apply }: { orderId: string; apply: (view: LaunchView) => void }) {
  const { busy, run } = useAction(apply)
  return (
    <section className="card launch" aria-labelledby="launch-start-heading">
      <h2 id="launch-start-heading">{`${PROMISE_WORDS.dayAdjective} launch`}</h2>
      <p>This order was approved before launch steps existed.</p>
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        onClick={() => void run(() => moveStep(orderId, "intake"), "Launch steps started at Brand intake.")}
      >
        Start launch steps
      </button>
    </section>
  )
}

interface AdminLaunchPanelProps {
  orderId: string
  inProgress: boolean
  /** The order is back to pending approval: its launch is on hold, nothing in it can change. */
  held: boolean | "cancelled"
}

/** AdminLaunchPanel: the studio's controls of an order's launch: steps, store access, intake, the countdown. */
export function AdminLaunchPanel({ orderId, inProgress, held }: AdminLaunchPanelProps) {
  const { state, apply } = useLaunch(orderId)
  if (state.kind === "none" && inProgress) return <StartLaunch orderId={orderId} apply={apply} />
  if (state.kind === "loading" || state.kind === "none") return null
  return (
    <section className="card launch" aria-labelledby="launch-admin-heading">
      <h2 id="launch-admin-heading">{`${PROMISE_WORDS.dayAdjective} launch`}</h2>
      {state.kind === "error" ? (
        <Alert>{state.message}</Alert>
      ) : held ? (
        <>
          <LaunchOnHold audience="admin" cancelled={held === "cancelled"} />
          <LaunchHistory launch={state.view.launch} />
        </>
      ) : (
        <>
          <LaunchCountdown launch={state.view.launch} audience="admin" />
          <Controls key={state.view.launch.step} view={state.view} apply={apply} />
          <LaunchHistory launch={state.view.launch} />
        </>
      )}
    </section>
  )
}
