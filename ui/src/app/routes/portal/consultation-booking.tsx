import { useEffect, useState } from "react"
import { Spinner } from "@/components/spinner"
import { useSession } from "@/features/auth/session-store"
import { BookingFlow } from "@/features/booking/components/booking-flow"
import type { BookingFields } from "@/features/booking/types"
import { getOrder, recentOrders } from "@/features/orders/api"

/**
 * brandOf is the brand a client's consultation is about: the order's it is booked from, or else their latest
 * order's ("" for a client with none, or an order they may not see: the server links only their own).
 */
async function brandOf(clientId: string, order: string): Promise<string> {
  if (order) return (await getOrder(order))?.company_name ?? ""
  return (await recentOrders(clientId, 1)).items[0]?.company_name ?? ""
}

/**
 * ConsultationBooking books the 30-minute consultation on the page, as /book books the intro call: the form starts
 * with the signed-in client's name, e-mail and brand, and a call booked from an order is linked to it.
 */
export function ConsultationBooking({ order }: { order: string }) {
  const user = useSession((s) => s.user)
  const [initial, setInitial] = useState<Partial<BookingFields> | null>(null)

  useEffect(() => {
    if (!user) return
    let live = true
    const own = { name: user.name, email: user.email }
    brandOf(user.id, order)
      .then((brand) => live && setInitial({ ...own, brand }))
      .catch(() => live && setInitial(own)) // the brand is a help, not a condition: the client types it
    return () => {
      live = false
    }
  }, [user, order])

  if (!initial) return <Spinner label="Loading the free times" />
  return <BookingFlow kind="consultation" initial={initial} order={order} />
}
