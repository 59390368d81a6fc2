import type { ReactNode } from "react"
import { PROMISE_WORDS } from "@/content/promise"
import { Alert } from "@/components/alert"
import turns from "../../../../../pb_hooks/lib/turns.json"
import { STEP_COPY } from "../copy"
import { LAUNCH_STEPS, type LaunchView } from "../types"
import type { LaunchState } from "../use-launch"
import { AccessConfirm } from "./access-confirm"
import { AccessInfo } from "./access-info"
import { CollaboratorCodeForm } from "./collaborator-code-form"
import { IntakeChecklist } from "./intake-checklist"
import { LaunchCountdown, LaunchOnHold } from "./launch-countdown"
import "./launch.css"

/** The Payment step the route puts first in the tracker (the payments feature draws its body). */
export interface PaymentStep {
  done: boolean
  body: ReactNode
}

function PaymentStepItem({ step }: { step: PaymentStep }) {
  const where = step.done ? "done" : "current"
  return (
    <li className={`timeline__step timeline__step--${where}`} aria-current={step.done ? undefined : "step"}>
      <span className="timeline__marker" aria-hidden="true" />
      <div className="timeline__body">
        <h3 className="timeline__name">
          Payment
          <span className="visually-hidden">{step.done ? " (done)" : " (current step)"}</span>
        </h3>
        {step.body}
      </div>
    </li>
  )
}

/** codeTakes: the client may still give (or replace) the collaborator code (the server's rule, in turns.json). */
function codeTakes(view: LaunchView): boolean {
  const { access, step } = view.launch
  if (turns.codeTaken.access.includes(access)) return true
  return access === "dev_store" && turns.codeTaken.devStoreSteps.includes(step)
}

function Steps({
  view,
  onChange,
  payment,
}: {
  view: LaunchView
  onChange: (view: LaunchView) => void
  payment?: PaymentStep | undefined
}) {
  const { launch } = view
  const current = LAUNCH_STEPS.indexOf(launch.step)
  // One step is current: the payment while it is due (it comes first), else the launch's step.
  const paymentFirst = !!payment && !payment.done
  return (
    <ol className="timeline">
      {payment ? <PaymentStepItem step={payment} /> : null}
      {LAUNCH_STEPS.map((step, i) => {
        // while the payment is due, the launch's step waits behind it (Approved is done all the same)
        const where =
          i < current || (i === current && step === "approved" && paymentFirst)
            ? "done"
            : i === current && !paymentFirst
              ? "current"
              : "next"
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
              {step === "intake" ? <IntakeChecklist view={view} editable onChange={onChange} /> : null}
              {step === "access" ? <AccessInfo launch={launch} audience="client" /> : null}
              {step === "access" && codeTakes(view) ? (
                <CollaboratorCodeForm
                  orderId={launch.order}
                  replaces={launch.access === "code_received"}
                  onDone={(next) => (next ? onChange(next) : undefined)}
                />
              ) : null}
              {step === "access" ? <AccessConfirm view={view} onChange={onChange} /> : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}

/**
 * LaunchTimeline: the client's view of the 2-day launch (launch: the page's useLaunch), with the countdown and the
 * intake to fill in; only the hold notice while the order is back to pending approval (held). payment, when the
 * order has one, is its first step.
 */
export function LaunchTimeline({
  launch,
  held,
  payment,
}: {
  launch: { state: LaunchState; apply: (view: LaunchView) => void }
  held: boolean | "cancelled"
  payment?: PaymentStep | undefined
}) {
  const { state, apply } = launch
  if (state.kind === "loading" || state.kind === "none") return null
  return (
    <section className="card launch" aria-labelledby="launch-heading">
      <h2 id="launch-heading">{`Your ${PROMISE_WORDS.dayAdjective} launch`}</h2>
      {state.kind === "error" ? (
        <Alert>{state.message}</Alert>
      ) : held ? (
        <LaunchOnHold audience="client" cancelled={held === "cancelled"} />
      ) : (
        <>
          <LaunchCountdown launch={state.view.launch} audience="client" />
          <Steps view={state.view} onChange={apply} payment={payment} />
        </>
      )}
    </section>
  )
}
