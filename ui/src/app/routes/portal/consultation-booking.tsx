import { useEffect, useState } from "react"
import { Spinner } from "@/components/spinner"
import { useSession } from "@/features/auth/session-store"
import { BookingFlow } from "@/features/booking/components/booking-flow"
import type { BookingFields } from "@/features/booking/types"
import { getOrder, recentOrders } from "@/features/orders/api"

/**
 * aboutOf is what a client's consultation is about: the order it is booked from, when they may see it, and the brand
 * (that order's, or else their latest order's; "" for a client with none). An order they may not see is dropped
 * rather than sent: the server would refuse the booking for it.
 */
async function aboutOf(order: string): Promise<{ order: string; brand: string }> {
  const own = order ? await getOrder(order) : null
  if (own) return { order: own.id, brand: own.company_name }
  return { order: "", brand: (await recentOrders(1)).items[0]?.company_name ?? "" }
}

/**
 * ConsultationBooking books the 30-minute consultation on the page, as /book books the intro call: the form starts
 * with the signed-in client's name, e-mail and brand, and a call booked from an order is linked to it.
 */
export function ConsultationBooking({ order }: { order: string }) {
  const user = useSession((s) => s.user)
  const [about, setAbout] = useState<{ initial: Partial<BookingFields>; order: string } | null>(null)

  useEffect(() => {
    if (!user) return
    let live = true
    const own = { name: user.name, email: user.email }
    aboutOf(order)
      .then((a) => live && setAbout({ initial: { ...own, brand: a.brand }, order: a.order }))
      // the brand is a help, not a condition: the client types it
      .catch(() => live && setAbout({ initial: own, order }))
    return () => {
      live = false
    }
  }, [user, order])

  if (!about) return <Spinner label="Loading the free times" />
  return <BookingFlow kind="consultation" initial={about.initial} order={about.order} />
}
