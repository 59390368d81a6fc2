import { useSearchParams } from "react-router-dom"
import { BookingFlow } from "@/features/booking/components/booking-flow"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { booking } from "@/content/booking"
import { BookFrame } from "./book-frame"

/** /book: a visitor books the intro call without leaving the site (no account needed). */
export default function BookPage() {
  const [query] = useSearchParams()
  useDocumentTitle("Book a call")
  return (
    <BookFrame>
      <h1>Book a {booking.introCallMinutes}-minute intro call</h1>
      <p className="book-page__lead">Choose a time that suits you. No account needed.</p>
      <BookingFlow
        kind="intro"
        initial={{ name: query.get("name") ?? "", email: query.get("email") ?? "" }}
      />
    </BookFrame>
  )
}
