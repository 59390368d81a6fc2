import { type FormEvent, useEffect, useState } from "react"
import { FormField } from "@/components/form-field"
import { handleApiError } from "@/lib/api-error"
import { downloadFunnelCsv, type FunnelReport, getFunnel } from "../api"
import { FunnelChart } from "./funnel-chart"
import { FunnelTable } from "./funnel-table"
import "./funnel.css"

/** The screen's query, kept in the URL by its route: the days (empty: the last 30) and the grouping. */
export interface FunnelQuery {
  from: string
  to: string
  by: "source" | "campaign"
}

/** FunnelScreen shows the funnel of a range of days as a chart and a table by source or campaign, and its CSV. */
export function FunnelScreen({ query, onQuery }: { query: FunnelQuery; onQuery: (q: FunnelQuery) => void }) {
  const [report, setReport] = useState<FunnelReport | null>(null)
  const [draft, setDraft] = useState({ from: query.from, to: query.to })

  useEffect(() => {
    getFunnel(query.from, query.to)
      .then((r) => {
        setReport(r)
        setDraft({ from: r.from, to: r.to })
      })
      .catch((err: unknown) => handleApiError(err))
  }, [query.from, query.to])

  function show(event: FormEvent) {
    event.preventDefault()
    onQuery({ ...query, ...draft })
  }
  async function csv() {
    try {
      await downloadFunnelCsv(report?.from ?? query.from, report?.to ?? query.to)
    } catch (err) {
      handleApiError(err, { fallback: "The CSV file could not be made." })
    }
  }

  const byCampaign = query.by === "campaign"
  return (
    <div className="funnel">
      <form className="funnel__controls" onSubmit={show}>
        <FormField id="funnel-from" label="From">
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              value={draft.from}
              required
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          )}
        </FormField>
        <FormField id="funnel-to" label="To">
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              value={draft.to}
              required
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          )}
        </FormField>
        <button className="button button--secondary" type="submit">
          Show
        </button>
        <div className="funnel__group" role="group" aria-label="Rows">
          {(["source", "campaign"] as const).map((by) => (
            <button
              key={by}
              type="button"
              className="button button--secondary"
              aria-pressed={query.by === by}
              onClick={() => onQuery({ ...query, by })}
            >
              By {by}
            </button>
          ))}
        </div>
        <button
          className="button button--secondary"
          type="button"
          onClick={() => void csv()}
          disabled={!report}
        >
          Download CSV
        </button>
      </form>
      {report ? (
        <>
          <p className="funnel__note">
            {report.from} to {report.to} ({report.zone}), by each person&apos;s first visit&apos;s source; no
            source is &ldquo;direct&rdquo;. Visits are counted within a minute.
          </p>
          <FunnelChart total={report.total} />
          <FunnelTable
            rows={byCampaign ? report.by_campaign : report.by_source}
            total={report.total}
            byCampaign={byCampaign}
            currency={report.currency}
          />
        </>
      ) : (
        <p>Loading the funnel…</p>
      )}
    </div>
  )
}
