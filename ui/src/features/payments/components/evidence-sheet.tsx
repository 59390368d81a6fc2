import type { ReactNode } from "react"
import { formatDateTime } from "@/lib/format-date"
import { visitorTimeZone } from "@/lib/intl"
import type { Evidence } from "../dispute-api"
import { spanWords } from "@/lib/format-span"
import { disputeReason, disputeStatus } from "../dispute-words"
import { METHOD_NAMES, money, receiptLabel } from "../money"
import "./evidence.css"

const when = (value: string) => (value ? formatDateTime(value) : "—")

function Section({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section className="evidence__section" aria-labelledby={`evidence-${n}`}>
      <h2 id={`evidence-${n}`}>
        {n}. {title}
      </h2>
      {children}
    </section>
  )
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="evidence__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * EvidenceSheet lays out an order's evidence for a dispute, for the screen and for print, in the order of Stripe's
 * dispute form: the service, the customer, the proof of delivery, the communication, the receipt.
 */
export function EvidenceSheet({ ev }: { ev: Evidence }) {
  const { service, customer, delivery, receipt } = ev
  const approved = delivery.review_state === "approved"
  return (
    <article className="evidence" aria-label="Dispute evidence">
      <header className="evidence__head">
        <h1>Dispute evidence: {service.title}</h1>
        <p className="evidence__zone">Times are in {visitorTimeZone() || "your"} time.</p>
        {ev.disputes.map((d) => (
          <p key={d.id}>
            {money(d.amount_cents, d.currency, true)} disputed ({disputeReason(d.reason)}),{" "}
            {disputeStatus(d.status)}. {d.evidence_due ? `Evidence due ${when(d.evidence_due)}.` : ""}
          </p>
        ))}
      </header>
      <Section n={1} title="The service and the brief">
        <Facts
          rows={[
            ["Service", `Online store build for ${service.company}: ${service.title}`],
            ["Brief received", when(service.received_at)],
            ["Order", service.order_id],
          ]}
        />
        <p className="evidence__brief">{service.brief}</p>
      </Section>
      <Section n={2} title="The customer">
        <Facts
          rows={[
            ["Name", customer.name || "—"],
            ["E-mail", customer.email],
            ["Account since", when(customer.signed_up)],
          ]}
        />
      </Section>
      <Section n={3} title="Proof of delivery">
        <Facts
          rows={[
            [
              "Preview sent",
              `${when(delivery.asked_at)}${delivery.preview_url ? ` (${delivery.preview_url})` : ""}`,
            ],
            [
              "Preview approved",
              approved
                ? `${when(delivery.approved_at)} by ${delivery.approved_by} (${delivery.approved_by_email}), round ${delivery.round}`
                : delivery.override_reason
                  ? `Approved by the studio: ${delivery.override_reason}`
                  : "Not approved",
            ],
            [
              "Store launched",
              `${when(delivery.launched_at)}${delivery.store_domain ? ` at ${delivery.store_domain}` : ""}`,
            ],
            ["Time on the studio's side", spanWords(delivery.clock_used_ms)],
          ]}
        />
      </Section>
      <Section n={4} title="Communication with the customer">
        {ev.communication.length === 0 ? <p>No messages.</p> : null}
        <ol className="evidence__messages">
          {ev.communication.map((m, i) => (
            <li key={i}>
              <p className="evidence__from">
                {when(m.at)}, {m.from_client ? `the customer (${m.author})` : `the studio (${m.author})`}
                {m.files > 0 ? `, ${m.files} file${m.files === 1 ? "" : "s"}` : ""}
              </p>
              <p className="evidence__body">{m.body}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section n={5} title="Receipt">
        {receipt ? (
          <Facts
            rows={[
              ["Amount", money(receipt.amount_cents, receipt.currency, true)],
              [
                "Paid",
                `${when(receipt.paid_at)}${receipt.method ? `, ${METHOD_NAMES[receipt.method] ?? receipt.method}` : ""}`,
              ],
              ["Receipt", receipt.receipt_no > 0 ? receiptLabel(receipt.receipt_no) : "—"],
              [
                "Refunded",
                receipt.refunded_cents > 0
                  ? `${money(receipt.refunded_cents, receipt.currency, true)} (${when(receipt.refunded_at)})`
                  : "Nothing",
              ],
            ]}
          />
        ) : (
          <p>No payment.</p>
        )}
      </Section>
      <button type="button" className="button evidence__print" onClick={() => window.print()}>
        Print or save as PDF
      </button>
    </article>
  )
}
