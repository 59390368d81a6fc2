import { PageHeader } from "@/components/page-header"
import { BookingSettingsForm } from "@/features/booking/components/booking-settings-form"
import { StudioCalls } from "./studio-calls"

/** /admin/booking: the studio's availability, busy calendar and private feed, and its upcoming calls. */
export default function AdminBooking() {
  return (
    <>
      <PageHeader title="Booking" subtitle="When visitors and clients may book a call with you." />
      <BookingSettingsForm />
      <StudioCalls onSettingsPage />
    </>
  )
}
