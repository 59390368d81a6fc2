import { type ReactNode, useEffect, useState } from "react"
import { NavLink, useLocation } from "react-router-dom"
import { BrandMark } from "./brand-mark"
import { CloseIcon, LogOutIcon, MenuIcon } from "./icons"
import "./app-shell.css"

/** One entry of the sidebar. */
export interface NavItem {
  to: string
  label: string
  icon: ReactNode
  /** Match the path exactly (for index routes such as /portal). */
  end?: boolean
  /** A small count shown beside the label (e.g. unread notifications). */
  badge?: number
}

interface AppShellProps {
  /** Accessible name of the navigation landmark, e.g. "Client portal". */
  areaLabel: string
  items: NavItem[]
  userName: string
  userRole: string
  onSignOut: () => void
  /** The account page: the user's name links to it. */
  accountHref?: string
  /** A notice above every page (e.g. "please confirm your e-mail address"). */
  banner?: ReactNode
  children: ReactNode
}

/** AppShell is the sidebar layout of the portal and the admin area; under 768 px a top bar opens it as a drawer. */
export function AppShell({
  areaLabel,
  items,
  userName,
  userRole,
  onSignOut,
  accountHref,
  banner,
  children,
}: AppShellProps) {
  // The drawer is open for the page it was opened on: navigating closes it without an effect.
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  // On phones the sidebar is hidden: the menu button shows a dot when any item has a count, and says which.
  // Never a sum: "2" beside a menu whose Notifications say 1 (and My Orders 1) reads as a wrong count.
  const alerts = items
    .filter((item) => (item.badge ?? 0) > 0)
    .map((item) => `${item.label}: ${item.badge} unread`)
    .join(", ")
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenOn((typeof next === "function" ? next(open) : next) ? pathname : null)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpenOn(null)
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [open])

  return (
    <div className="shell">
      <header className="shell__topbar">
        <span className="shell__brand">
          <BrandMark size={28} />
          launchdesk
        </span>
        <button
          type="button"
          className="shell__menu-button"
          aria-expanded={open}
          aria-controls="shell-sidebar"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{open ? "Close menu" : "Open menu"}</span>
          {alerts && !open ? (
            <span className="shell__menu-badge">
              <span className="visually-hidden">{alerts}</span>
            </span>
          ) : null}
        </button>
      </header>
      {open ? <div className="shell__backdrop" onClick={() => setOpen(false)} aria-hidden="true" /> : null}
      <aside id="shell-sidebar" className={`shell__sidebar${open ? " shell__sidebar--open" : ""}`}>
        <span className="shell__brand shell__brand--sidebar">
          <BrandMark size={28} />
          launchdesk
        </span>
        <nav aria-label={areaLabel} className="shell__nav">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="shell__link">
              {item.icon}
              <span>{item.label}</span>
              {item.badge ? (
                <span className="shell__badge" aria-label={`${item.badge} unread`}>
                  {item.badge > 99 ? "99+" : item.badge}
                </span>
              ) : null}
            </NavLink>
          ))}
        </nav>
        <div className="shell__user">
          <div>
            {accountHref ? (
              <NavLink
                to={accountHref}
                className="shell__user-name shell__user-link"
                aria-label={`${userName}: your account`}
              >
                {userName}
              </NavLink>
            ) : (
              <p className="shell__user-name">{userName}</p>
            )}
            <p className="shell__user-role">{userRole}</p>
          </div>
          <button type="button" className="shell__signout" onClick={onSignOut}>
            <LogOutIcon />
            <span>Sign Out</span>
          </button>
        </div>
      </aside>
      <main className="shell__main" id="main">
        {banner}
        {children}
      </main>
    </div>
  )
}
