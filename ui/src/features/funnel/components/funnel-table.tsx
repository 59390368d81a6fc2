import { formatNumber } from "@/lib/format-number"
import { money } from "@/lib/format-money"
import type { FunnelRow } from "../api"
import { conversion, SPANS, STEPS } from "../steps"

interface FunnelTableProps {
  rows: FunnelRow[]
  total: FunnelRow
  byCampaign: boolean
  currency: string
}

function Cells({ row, byCampaign, currency }: { row: FunnelRow; byCampaign: boolean; currency: string }) {
  return (
    <>
      <th scope="row">{row.source}</th>
      {byCampaign ? <td>{row.campaign || "—"}</td> : null}
      {STEPS.map((s, i) => (
        <td key={s.key} className="funnel-table__num">
          {formatNumber(row[s.key])}
          {conversion(row, i) ? <span className="funnel-table__share"> {conversion(row, i)}</span> : null}
        </td>
      ))}
      <td className="funnel-table__num">{money(row.revenue_cents, currency)}</td>
      {SPANS.map((s) => (
        <td key={s.key} className="funnel-table__num">
          {row.median_days[s.key] ?? "—"}
        </td>
      ))}
    </>
  )
}

/** FunnelTable is the funnel by source or by campaign with the range's total, each step's share of the one before. */
export function FunnelTable({ rows, total, byCampaign, currency }: FunnelTableProps) {
  return (
    <div className="funnel-table card" tabIndex={0} role="region" aria-label="Funnel table">
      <table className="funnel-table__table">
        <caption className="funnel-table__caption">
          Each step with its share of the step before; revenue net of refunds; median days between steps.
        </caption>
        <thead>
          <tr>
            <th scope="col">Source</th>
            {byCampaign ? <th scope="col">Campaign</th> : null}
            {STEPS.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
            <th scope="col">Revenue</th>
            {SPANS.map((s) => (
              <th key={s.key} scope="col">
                Days {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.source}/${row.campaign}`}>
              <Cells row={row} byCampaign={byCampaign} currency={currency} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="funnel-table__total">
            <Cells
              row={{ ...total, source: "All", campaign: "" }}
              byCampaign={byCampaign}
              currency={currency}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
