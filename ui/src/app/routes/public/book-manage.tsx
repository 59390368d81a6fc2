import { useParams } from "react-router-dom"
import { ManageCall } from "@/features/booking/components/manage-call"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { BookFrame } from "./book-frame"

/** /book/manage/{token}: the e-mailed link's page, to reschedule or cancel a call without an account. */
export default function BookManagePage() {
  const { token = "" } = useParams()
  useDocumentTitle("Your call")
  return (
    <BookFrame>
      <h1>Your call</h1>
      <ManageCall token={token} />
    </BookFrame>
  )
}
