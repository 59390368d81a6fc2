import { Link } from "react-router-dom"
import { Badge } from "@/components/badge"
import { formatDate } from "@/lib/format-date"
import type { UserRecord } from "@/lib/pocketbase-types"
import { Wrappable } from "@/components/wrappable"

interface AdminOrderClientProps {
  client: UserRecord | undefined
  notifyHref: (clientId: string) => string
  ordersHref: (clientId: string) => string
}

/** AdminOrderClient: who ordered (name, e-mail, member since) with shortcuts to notify them or see their orders. */
export function AdminOrderClient({ client, notifyHref, ordersHref }: AdminOrderClientProps) {
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
