import { type ComponentType, createElement, lazy, Suspense, useEffect, useState } from "react"
import { Route, Routes, useLocation } from "react-router-dom"
import { Spinner } from "@/components/spinner"
import { paths } from "./paths"
import { RouteErrorBoundary } from "./routes/route-error"

type PageModule = { default: ComponentType }
type Page = ComponentType & { preload: () => Promise<PageModule> }

/**
 * Each screen is a chunk of its own, fetched when first opened or preloaded (below). A screen already
 * loaded renders at once; otherwise it suspends until its chunk is in (a spinner where it goes). A plain
 * router, not a data router: there are no loaders to run, and the data router's code was half the entry.
 */
function page(load: () => Promise<PageModule>): Page {
  let loaded: ComponentType | null = null
  let loading: Promise<PageModule> | null = null
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default
      return module
    }))
  const Lazy = lazy(preload)
  function Screen() {
    // Chosen once per mount, so the screen is never remounted when its chunk arrives.
    const [component] = useState<ComponentType>(() => loaded ?? Lazy)
    return createElement(component)
  }
  return Object.assign(Screen, { preload })
}
const Landing = page(() => import("./routes/public/landing"))
const Auth = page(() => import("./routes/public/auth"))
const AuthReset = page(() => import("./routes/public/auth-reset"))
const AuthVerify = page(() => import("./routes/public/auth-verify"))
const AuthEmailChange = page(() => import("./routes/public/auth-email-change"))
const NotFound = page(() => import("./routes/public/not-found"))
const PortalLayout = page(() => import("./routes/portal/portal-layout"))
const PortalDashboard = page(() => import("./routes/portal/dashboard"))
const PortalNewOrder = page(() => import("./routes/portal/new-order"))
const PortalOrders = page(() => import("./routes/portal/orders"))
const PortalOrder = page(() => import("./routes/portal/order-detail"))
const PortalNotifications = page(() => import("./routes/portal/notifications"))
const PortalBookCall = page(() => import("./routes/portal/book-call"))
const PortalAccount = page(() => import("./routes/portal/account"))
const AdminLayout = page(() => import("./routes/admin/admin-layout"))
const AdminDashboard = page(() => import("./routes/admin/dashboard"))
const AdminOrders = page(() => import("./routes/admin/orders"))
const AdminOrder = page(() => import("./routes/admin/order-detail"))
const AdminInbox = page(() => import("./routes/admin/inbox"))
const AdminUsers = page(() => import("./routes/admin/users"))
const AdminAccount = page(() => import("./routes/admin/account"))
const AdminNotifications = page(() => import("./routes/admin/notifications"))

// A few seconds after an area's first screen is up (not sooner: its own requests come first), the
// area's other screens load while the browser is idle: moving between them then shows no spinner.
const PRELOAD_AFTER_MS = 4000
const areaPages: Record<string, Page[]> = {
  portal: [PortalDashboard, PortalNewOrder, PortalOrders, PortalOrder, PortalNotifications, PortalBookCall],
  admin: [AdminDashboard, AdminOrders, AdminOrder, AdminInbox, AdminUsers, AdminNotifications],
}
function usePreloadArea(pathname: string) {
  const area = pathname.split("/")[1] ?? ""
  useEffect(() => {
    const pages = areaPages[area]
    if (!pages) return
    const preload = () => pages.forEach((p) => void p.preload().catch(() => {}))
    let idle = 0
    const timer = setTimeout(() => {
      if ("requestIdleCallback" in window) idle = requestIdleCallback(preload, { timeout: 2000 })
      else preload()
    }, PRELOAD_AFTER_MS)
    return () => {
      clearTimeout(timer)
      if (idle) cancelIdleCallback(idle)
    }
  }, [area])
}

/**
 * The route tree: each audience is guarded once, at its layout (which has its own Suspense around its
 * pages, so the sidebar stays while a page loads). A screen that fails to render (or to load) shows the
 * error page until the next navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation()
  usePreloadArea(pathname)
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route path={paths.home.path} element={<Landing />} />
          <Route path={paths.auth.path} element={<Auth />} />
          <Route path={paths.auth.reset.path} element={<AuthReset />} />
          <Route path={paths.auth.verify.path} element={<AuthVerify />} />
          <Route path={paths.auth.emailChange.path} element={<AuthEmailChange />} />
          <Route path={paths.portal.root.path} element={<PortalLayout />}>
            <Route index element={<PortalDashboard />} />
            <Route path={paths.portal.newOrder.path} element={<PortalNewOrder />} />
            <Route path={paths.portal.orders.path} element={<PortalOrders />} />
            <Route path={paths.portal.order.path} element={<PortalOrder />} />
            <Route path={paths.portal.notifications.path} element={<PortalNotifications />} />
            <Route path={paths.portal.bookCall.path} element={<PortalBookCall />} />
            <Route path={paths.portal.account.path} element={<PortalAccount />} />
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route path={paths.admin.root.path} element={<AdminLayout />}>
            <Route index element={<AdminDashboard />} />
            <Route path={paths.admin.orders.path} element={<AdminOrders />} />
            <Route path={paths.admin.order.path} element={<AdminOrder />} />
            <Route path={paths.admin.inbox.path} element={<AdminInbox />} />
            <Route path={paths.admin.users.path} element={<AdminUsers />} />
            <Route path={paths.admin.account.path} element={<AdminAccount />} />
            <Route path={paths.admin.notifications.path} element={<AdminNotifications />} />
            <Route path={paths.admin.newNotification.path} element={<AdminNotifications />} />
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  )
}
