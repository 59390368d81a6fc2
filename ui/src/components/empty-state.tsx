import type { ReactNode } from "react"

/** EmptyState fills a list that has nothing to show, with an optional action. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children ? <p className="empty-state__text">{children}</p> : null}
      {action}
    </div>
  )
}
