import { Link, useParams } from "react-router-dom"
import { BrandMark } from "@/components/brand-mark"
import { ManageCall } from "@/features/booking/components/manage-call"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { paths } from "../../paths"
import "./book.css"

/** /book/manage/{token}: the e-mailed link's page, to reschedule or cancel a call without an account. */
export default function BookManagePage() {
  const { token = "" } = useParams()
  useDocumentTitle("Your call")
  return (
    <div className="book-page">
      <header className="book-page__header">
        <Link to={paths.home.href()} className="book-page__brand">
          <BrandMark size={28} />
          launchdesk
        </Link>
      </header>
      <main className="book-page__main card">
        <h1>Your call</h1>
        <ManageCall token={token} />
      </main>
    </div>
  )
}
