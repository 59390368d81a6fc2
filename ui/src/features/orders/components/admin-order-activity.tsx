import { Badge, type BadgeTone } from "@/components/badge"
import { formatDateTime } from "@/lib/format-date"
import type { AdminOrderEvent, AdminOrderMail, MailState } from "../admin-order-activity-api"
import { statusLabel } from "../status"

const ACTORS: Record<AdminOrderEvent["actor"], string> = {
  admin: "an admin",
  client: "the client",
  superuser: "a superuser",
  system: "the system",
}

/** AdminOrderHistory lists every status the order went through, oldest first. */
export function AdminOrderHistory({ events }: { events: AdminOrderEvent[] }) {
  return (
    <section className="card detail-card" aria-labelledby="order-history-title">
      <h2 id="order-history-title" className="detail-card__title">
        Status history
      </h2>
      {events.length === 0 ? (
        <p className="muted">No status changes yet.</p>
      ) : (
        <ol className="timeline">
          {events.map((e) => (
            <li key={e.id} className="timeline__item">
              <p className="timeline__what">
                {e.from
                  ? `${statusLabel(e.from)} → ${statusLabel(e.to)}`
                  : `Submitted as ${statusLabel(e.to)}`}
              </p>
              {e.note ? <p className="timeline__note">Reason: {e.note}</p> : null}
              <p className="timeline__when">
                {formatDateTime(e.created)} · by {e.expand?.who?.name ?? ACTORS[e.actor] ?? "someone"}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

const MAIL_STATES: Record<MailState, { tone: BadgeTone; label: string }> = {
  queued: { tone: "yellow", label: "Queued" },
  sending: { tone: "blue", label: "Sending" },
  sent: { tone: "green", label: "Sent" },
  failed: { tone: "red", label: "Failed" },
}

/** A queued e-mail that has been tried already is waiting for its next attempt. */
function mailBadge(mail: AdminOrderMail): { tone: BadgeTone; label: string } {
  if (mail.state === "queued" && mail.attempts > 0) return { tone: "yellow", label: "Retrying" }
  return MAIL_STATES[mail.state] ?? { tone: "grey", label: mail.state }
}

function mailDetail(mail: AdminOrderMail): string {
  if (mail.state === "sent")
    return `accepted by the mail server ${formatDateTime(mail.sent_at || mail.updated)}`
  const tries = mail.attempts === 1 ? "1 attempt" : `${mail.attempts} attempts`
  if (mail.state === "failed") return `gave up after ${tries}`
  if (mail.attempts === 0) return `queued ${formatDateTime(mail.created)}`
  return `${tries}, next try ${formatDateTime(mail.next_attempt)}`
}

interface AdminOrderMailsProps {
  mails: AdminOrderMail[]
  /** The card's heading and what it says when empty (default: the order's own e-mails). */
  title?: string
  empty?: string
  id?: string
}

/** AdminOrderMails shows e-mails (about the order, or the client's account e-mails) and their delivery state. */
export function AdminOrderMails({
  mails,
  title = "E-mails",
  empty = "No e-mails about this order yet.",
  id = "order-mails-title",
}: AdminOrderMailsProps) {
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {title}
      </h2>
      {mails.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="mail-list">
          {mails.map((m) => (
            <li key={m.id} className="mail-list__item">
              <div className="mail-list__head">
                <p className="mail-list__subject">{m.subject}</p>
                <Badge tone={mailBadge(m).tone}>{mailBadge(m).label}</Badge>
              </div>
              <p className="mail-list__meta">
                To {m.recipient} · {mailDetail(m)}
              </p>
              {m.state !== "sent" && m.last_error ? (
                <p className="mail-list__error">Last error: {m.last_error}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
