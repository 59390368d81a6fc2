import type { ReactNode } from "react"
import { useDocumentTitle } from "@/hooks/use-document-title"

/**
 * PageHeader is each screen's h1 with an optional subtitle and actions on the right. It also names
 * the browser tab: `documentTitle` when the heading is personal ("Welcome back, Ava" → "Dashboard").
 */
export function PageHeader({
  title,
  documentTitle,
  subtitle,
  actions,
}: {
  title: string
  documentTitle?: string
  subtitle?: ReactNode
  actions?: ReactNode
}) {
  useDocumentTitle(documentTitle ?? title)
  return (
    <div className="spread-row page-header">
      <div>
        <h1 className="page-header__title">{title}</h1>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  )
}
