import { useEffect } from "react"
import { Alert } from "@/components/alert"
import { EmptyState } from "@/components/empty-state"
import { PageHeader } from "@/components/page-header"
import { Spinner } from "@/components/spinner"
import { InboxItem } from "@/features/inbox/components/inbox-item"
import { useInbox } from "@/features/inbox/inbox-store"
import { paths } from "../../paths"
import { StudioCalls } from "./studio-calls"

/** /admin/inbox: what waits on the studio until it answers, or marks it done; then its calls, today's first. */
export default function AdminInboxPage() {
  const items = useInbox((s) => s.items)
  const total = useInbox((s) => s.total)
  const loading = useInbox((s) => s.loading)
  const error = useInbox((s) => s.error)
  const load = useInbox((s) => s.load)
  const done = useInbox((s) => s.done)

  useEffect(() => {
    void load()
  }, [load])

  return (
    <>
      <PageHeader
        title="Inbox"
        subtitle={
          total
            ? `${total} ${total === 1 ? "thing is" : "things are"} waiting on you.`
            : "New orders, client messages, completed intakes, store access and preview answers wait here until you answer them."
        }
      />
      {error ? <Alert>{error}</Alert> : null}
      {loading && items.length === 0 ? <Spinner label="Loading your inbox" /> : null}
      {!loading && !error && items.length === 0 ? (
        <EmptyState title="Nothing is waiting on you">You are all caught up.</EmptyState>
      ) : null}
      {items.length > 0 ? (
        <ul className="stack-list" aria-label="Waiting on you" aria-busy={loading}>
          {items.map((item) => (
            <InboxItem key={item.id} item={item} orderHref={paths.admin.order.href} onDone={done} />
          ))}
        </ul>
      ) : null}
      {total !== null && total > items.length && items.length > 0 ? (
        <p className="inbox-more">
          Showing the newest {items.length} of {total}.
        </p>
      ) : null}
      <StudioCalls limit={10} />
    </>
  )
}
