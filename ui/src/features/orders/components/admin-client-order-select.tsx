import { useEffect, useState } from "react"
import type { FieldControlProps } from "@/components/form-field"
import { handleApiError } from "@/lib/api-error"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { listClientOrders } from "../admin-orders-api"
import { statusLabel } from "../status"

interface AdminClientOrderSelectProps {
  control: FieldControlProps
  clientId: string
  value: string
  onChange: (orderId: string) => void
}

/** AdminClientOrderSelect offers the chosen client's own orders (newest 200), or none. */
export function AdminClientOrderSelect({ control, clientId, value, onChange }: AdminClientOrderSelectProps) {
  const [loaded, setLoaded] = useState<{ clientId: string; orders: OrderRecord[] } | null>(null)

  useEffect(() => {
    if (!clientId) return
    let gone = false
    listClientOrders(clientId)
      .then((orders) => !gone && setLoaded({ clientId, orders }))
      .catch((err: unknown) => handleApiError(err, { fallback: "This client's orders could not be loaded." }))
    return () => {
      gone = true
    }
  }, [clientId])

  const orders = loaded?.clientId === clientId ? loaded.orders : null
  const placeholder = !clientId
    ? "Choose a client first"
    : orders === null
      ? "Loading orders…"
      : orders.length === 0
        ? "This client has no orders"
        : "No related order"

  return (
    <select
      {...control}
      className="select"
      value={value}
      disabled={!orders || orders.length === 0}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{placeholder}</option>
      {(orders ?? []).map((o) => (
        <option key={o.id} value={o.id}>
          {o.title} · {o.company_name} ({statusLabel(o.status)})
        </option>
      ))}
    </select>
  )
}
