import { useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { useFirstLoad } from "@/lib/first-load/use-first-load"
import { dataSafetyRequest } from "../api"
import { backupLine, replicationLine, type SafetyLine } from "../data-safety-text"
import "./data-safety.css"

function Line({ label, line }: { label: string; line: SafetyLine }) {
  return (
    <div className={line.warn ? "data-safety__row data-safety__row--warn" : "data-safety__row"}>
      <dt>{label}</dt>
      <dd>{line.text}</dd>
    </div>
  )
}

/** DataSafetyCard: the admin dashboard's replication lag and last backup. */
export function DataSafetyCard() {
  const [error, setError] = useState("")
  const safety = useFirstLoad(dataSafetyRequest, (err) => {
    const message = handleApiError(err, {
      toast: false,
      fallback: "The data safety figures could not be loaded.",
    })
    if (message) setError(message)
    return undefined
  })
  return (
    <section className="card data-safety" aria-labelledby="data-safety-heading">
      <h2 id="data-safety-heading">Data safety</h2>
      {error ? <p role="alert">{error}</p> : null}
      {safety ? (
        <dl className="data-safety__figures">
          <Line label="Replication" line={replicationLine(safety.replication)} />
          <Line label="Last backup" line={backupLine(safety.lastBackup)} />
        </dl>
      ) : null}
    </section>
  )
}
