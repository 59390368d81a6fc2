import { PROMISE_WORDS } from "@/content/promise"
import { countdownOf, dueWhen, formatLeft } from "../countdown"
import type { Launch } from "../types"
import { clockLine } from "@/lib/turns"
import { useNow } from "../use-launch"

export function LaunchCountdown({ launch, audience }: { launch: Launch; audience: "client" | "admin" }) {
  const now = useNow()
  const c = countdownOf(launch, now)
  if (c.state === "not_started") {
    const line = clockLine(launch, audience === "admin" ? "studio" : "client")
    return line ? <p className="launch-clock launch-clock--idle">{line}</p> : null
  }
  if (c.state === "launched") {
    return (
      <p className="launch-clock launch-clock--done">
        {c.overdue
          ? `Launched after the ${PROMISE_WORDS.dayAdjective} promise.`
          : `Launched within the ${PROMISE_WORDS.dayAdjective} promise.`}
      </p>
    )
  }
  const waiting = audience === "client" ? "while the studio waits on you" : "while the client is awaited"
  return (
    <div className={`launch-clock${c.overdue ? " launch-clock--late" : ""}`} role="status">
      <p className="launch-clock__due">Launch due {dueWhen(c)}</p>
      <p className="launch-clock__left">
        {formatLeft(c.leftMs)}
        {c.state === "paused" ? ` · clock paused ${waiting}` : ""}
      </p>
    </div>
  )
}

/**
 * LaunchOnHold replaces the countdown while the order is back to pending approval: the server stopped the clock
 * and refuses changes until the order is approved again (docs/decisions.md §13).
 */
export function LaunchOnHold({
  audience,
  cancelled = false,
}: {
  audience: "client" | "admin"
  /** The order is cancelled (docs/decisions.md §27): the launch has stopped rather than waiting for approval. */
  cancelled?: boolean
}) {
  return (
    <p className="launch-clock launch-clock--idle" role="status">
      {cancelled
        ? audience === "client"
          ? `Stopped: the studio cancelled this order. The ${PROMISE_WORDS.dayAdjective} clock is stopped and nothing more is needed from you.`
          : `Stopped: the order is cancelled. The ${PROMISE_WORDS.dayAdjective} clock is stopped; reopen the order to Pending Approval, ` +
            "then approve it, to resume the launch where it stopped."
        : audience === "client"
          ? `On hold while your order waits for approval again. Everything you sent is kept, the ${PROMISE_WORDS.dayAdjective} clock is ` +
            "stopped, and the launch resumes where it stopped once the studio approves the order."
          : `On hold while the order is pending approval. The ${PROMISE_WORDS.dayAdjective} clock is stopped; approve the order to resume ` +
            "the launch where it stopped."}
    </p>
  )
}
