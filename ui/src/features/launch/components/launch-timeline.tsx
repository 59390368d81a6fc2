import { PROMISE_DAYS } from "@/content/promise"
import { Alert } from "@/components/alert"
import { STEP_COPY, waitsOnLabel } from "../copy"
import { LAUNCH_STEPS, type LaunchView } from "../types"
import { useLaunch } from "../use-launch"
import { AccessConfirm } from "./access-confirm"
import { AccessInfo } from "./access-info"
import { IntakeChecklist } from "./intake-checklist"
import { LaunchCountdown, LaunchOnHold } from "./launch-countdown"
import "./launch.css"

function Steps({ view, onChange }: { view: LaunchView; onChange: (view: LaunchView) => void }) {
  const { launch } = view
  const current = LAUNCH_STEPS.indexOf(launch.step)
  return (
    <ol className="timeline">
      {LAUNCH_STEPS.map((step, i) => {
        const where = i < current ? "done" : i === current ? "current" : "next"
        return (
          <li
            key={step}
            className={`timeline__step timeline__step--${where}`}
            aria-current={where === "current" ? "step" : undefined}
          >
            <span className="timeline__marker" aria-hidden="true" />
            <div className="timeline__body">
              <h3 className="timeline__name">
                {STEP_COPY[step].name}
                <span className="visually-hidden">
                  {where === "done" ? " (done)" : where === "current" ? " (current step)" : ""}
                </span>
              </h3>
              <p className="timeline__what">{STEP_COPY[step].what}</p>
              {where === "current" && step !== "launched" ? (
                <p className={`timeline__waits timeline__waits--${launch.waits_on}`}>
                  {waitsOnLabel(launch.waits_on)}
                </p>
              ) : null}
              {step === "intake" ? <IntakeChecklist view={view} editable onChange={onChange} /> : null}
              {step === "access" ? <AccessInfo launch={launch} audience="client" /> : null}
              {step === "access" ? <AccessConfirm view={view} onChange={onChange} /> : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}

/**
 * LaunchTimeline: the client's view of the 2-day launch, with the countdown and the intake to fill in; only the
 * hold notice while the order is back to pending approval (held).
 */
export function LaunchTimeline({
  orderId,
  revision,
  held,
}: {
  orderId: string
  revision?: number
  held: boolean
}) {
  const { state, apply } = useLaunch(orderId, revision)
  if (state.kind === "loading" || state.kind === "none") return null
  return (
    <section className="card launch" aria-labelledby="launch-heading">
      <h2 id="launch-heading">{`Your ${PROMISE_DAYS}-day launch`}</h2>
      {state.kind === "error" ? (
        <Alert>{state.message}</Alert>
      ) : held ? (
        <LaunchOnHold audience="client" />
      ) : (
        <>
          <LaunchCountdown launch={state.view.launch} audience="client" />
          <Steps view={state.view} onChange={apply} />
        </>
      )}
    </section>
  )
}
