import { todo, whose, type Audience } from "@/lib/turns"
import type { Stance } from "../types"

/**
 * LaunchTurn says whose turn it is in the launch and what comes next (everything the client owes, or the studio's
 * task), from the stance the server stored on the launch: the same words as the e-mails (pb_hooks/lib/turns.json).
 */
export function LaunchTurn({ launch, audience }: { launch: Stance; audience: Audience }) {
  const who = whose(launch, audience)
  if (!who) return null
  return (
    <div className={`launch-turn launch-turn--${launch.waits_on}`}>
      <p className="launch-turn__who">{who}</p>
      <ul className="launch-turn__todo">
        {todo(launch, audience).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  )
}
