import { Link, useSearchParams } from "react-router-dom"
import { BrandMark } from "@/components/brand-mark"
import { BookingFlow } from "@/features/booking/components/booking-flow"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { booking } from "@/content/booking"
import { paths } from "../../paths"
import "./book.css"

/** /book: a visitor books the intro call without leaving the site (no account needed). */
export default function BookPage() {
  const [query] = useSearchParams()
  useDocumentTitle("Book a call")
  return (
    <div className="book-page">
      <header className="book-page__header">
        <Link to={paths.home.href()} className="book-page__brand">
          <BrandMark size={28} />
          launchdesk
        </Link>
      </header>
      <main className="book-page__main card">
        <h1>Book a {booking.introCallMinutes}-minute intro call</h1>
        <p className="book-page__lead">Choose a time that suits you. No account needed.</p>
        <BookingFlow
          kind="intro"
          initial={{ name: query.get("name") ?? "", email: query.get("email") ?? "" }}
        />
      </main>
    </div>
  )
}
