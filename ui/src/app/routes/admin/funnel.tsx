import { useSearchParams } from "react-router-dom"
import { PageHeader } from "@/components/page-header"
import { type FunnelQuery, FunnelScreen } from "@/features/funnel/components/funnel-screen"

/** /admin/funnel: from a visit to a launched store, by source and campaign (docs/funnel.md#the-funnel-screen). */
export default function AdminFunnel() {
  const [params, setParams] = useSearchParams()
  const query: FunnelQuery = {
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    by: params.get("by") === "campaign" ? "campaign" : "source",
  }
  const onQuery = (q: FunnelQuery) =>
    setParams(Object.fromEntries(Object.entries(q).filter(([, v]) => v)), { replace: false })
  return (
    <>
      <PageHeader title="Funnel" subtitle="Which visits become paying clients and launched stores." />
      <FunnelScreen query={query} onQuery={onQuery} />
    </>
  )
}
