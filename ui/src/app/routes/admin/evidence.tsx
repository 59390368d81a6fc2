import { useEffect, useState } from "react"
import { Link, useParams } from "react-router-dom"
import { Alert } from "@/components/alert"
import { Spinner } from "@/components/spinner"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { handleApiError } from "@/lib/api-error"
import { type Evidence, getEvidence } from "@/features/payments/dispute-api"
import { EvidenceSheet } from "@/features/payments/components/evidence-sheet"
import { paths } from "../../paths"

export default function AdminEvidencePage() {
  const { id = "" } = useParams()
  const [ev, setEv] = useState<Evidence | null>(null)
  const [error, setError] = useState("")
  useDocumentTitle("Dispute evidence")
  useEffect(() => {
    let live = true
    getEvidence(id).then(
      (answer) => live && setEv(answer),
      (err: unknown) => {
        const message = handleApiError(err, { toast: false, fallback: "The evidence could not be gathered." })
        if (live && message) setError(message)
      },
    )
    return () => {
      live = false
    }
  }, [id])
  return (
    <>
      <Link to={paths.admin.order.href(id)} className="detail-back">
        <span aria-hidden="true">←</span> Back to the order
      </Link>
      {error ? (
        <Alert>{error}</Alert>
      ) : ev ? (
        <EvidenceSheet ev={ev} />
      ) : (
        <Spinner label="Gathering the evidence" />
      )}
    </>
  )
}
