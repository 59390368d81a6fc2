import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import teams from "../../../../../pb_hooks/lib/teams.json"
import { handleApiError } from "@/lib/api-error"
import { type AdminBrand, getAdminBrand } from "../admin-orders-api"
import { Badge } from "@/components/badge"
import { formatDate } from "@/lib/format-date"
import type { UserRecord } from "@/lib/pocketbase-types"
import { Wrappable } from "@/components/wrappable"

interface AdminOrderClientProps {
  client: UserRecord | undefined
  /** The order's brand, named with its people (the person who placed the order is the client). */
  brandId?: string
  notifyHref: (clientId: string) => string
  ordersHref: (clientId: string) => string
}

/** AdminOrderClient: who ordered (name, e-mail, member since) with shortcuts to notify them or see their orders. */
export function AdminOrderClient({ client, brandId, notifyHref, ordersHref }: AdminOrderClientProps) {
  const [brand, setBrand] = useState<AdminBrand | null>(null)
  useEffect(() => {
    if (!brandId) return
    let live = true
    getAdminBrand(brandId)
      .then((b) => live && setBrand(b))
      .catch((err: unknown) => handleApiError(err, { toast: false }))
    return () => {
      live = false
    }
  }, [brandId])
  const roleName = (role: string) => (teams.roleNames as Record<string, string>)[role] ?? role
  return (
    <section className="card detail-card" aria-labelledby="order-client-title">
      <h2 id="order-client-title" className="detail-card__title">
        Client
      </h2>
      {client ? (
        <>
          <dl className="detail-list detail-list--stacked">
            <div className="detail-list__item">
              <dt>Name</dt>
              <dd>{client.name}</dd>
            </div>
            <div className="detail-list__item">
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${client.email}`} className="detail-link">
                  <Wrappable text={client.email} />
                </a>
                <span className="detail-list__note">
                  <Badge tone={client.verified ? "green" : "yellow"}>
                    {client.verified ? "E-mail verified" : "E-mail not verified"}
                  </Badge>
                </span>
              </dd>
            </div>
            {brand ? (
              <div className="detail-list__item">
                <dt>Brand</dt>
                <dd>
                  {brand.name}
                  <span className="detail-list__note">
                    {brand.members.map((m) => `${m.name || m.email} (${roleName(m.role)})`).join(", ")}
                  </span>
                </dd>
              </div>
            ) : null}
            <div className="detail-list__item">
              <dt>Member since</dt>
              <dd>{formatDate(client.created)}</dd>
            </div>
          </dl>
          <div className="detail-card__actions">
            <Link to={notifyHref(client.id)} className="button button--small">
              Send Notification
            </Link>
            <Link to={ordersHref(client.id)} className="button button--secondary button--small">
              View Orders
            </Link>
          </div>
        </>
      ) : (
        <p className="muted">Client information not available</p>
      )}
    </section>
  )
}
