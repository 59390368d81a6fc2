import { type ComponentType, createElement, Suspense, useEffect } from "react"
import { matchRoutes, type RouteObject, useLocation, useRoutes } from "react-router-dom"
import { Spinner } from "@/components/spinner"
import { type Preloadable, preloadable } from "@/lib/preloadable"
import { paths } from "./paths"
import { RouteErrorBoundary } from "./routes/route-error"

/** A route module: its screen, and what else that screen needs first for a given query (e.g. /auth's modes). */
type PageModule = { default: ComponentType; preloadParts?: (search: string) => Promise<unknown> | undefined }
type Page = Preloadable & { preloadFor: (search: string) => Promise<unknown> }

/**
 * Each screen is a chunk of its own, fetched when first opened or preloaded (below). A screen already
 * loaded renders at once; otherwise it suspends until its chunk is in (a spinner where it goes). A plain
 * router, not a data router: there are no loaders to run, and the data router's code was half the entry.
 */
function page(load: () => Promise<PageModule>): Page {
  let module: Promise<PageModule> | null = null
  const loadModule = () => (module ??= load())
  const screen = preloadable(() => loadModule().then((m) => m.default))
  // The screen's chunk, then the parts its query shows (already in when it renders: nothing suspends).
  const preloadFor = (search: string) =>
    loadModule().then((m) => Promise.all([screen.preload(), m.preloadParts?.(search)]))
  return Object.assign(screen, { preloadFor })
}
const Landing = page(() => import("./routes/public/landing"))
const Auth = page(() => import("./routes/public/auth"))
const AuthReset = page(() => import("./routes/public/auth-reset"))
const AuthVerify = page(() => import("./routes/public/auth-verify"))
const AuthEmailChange = page(() => import("./routes/public/auth-email-change"))
const Book = page(() => import("./routes/public/book"))
const BookManage = page(() => import("./routes/public/book-manage"))
const NotFound = page(() => import("./routes/public/not-found"))
const PortalLayout = page(() => import("./routes/portal/portal-layout"))
const PortalDashboard = page(() => import("./routes/portal/dashboard"))
const PortalNewOrder = page(() => import("./routes/portal/new-order"))
const PortalOrders = page(() => import("./routes/portal/orders"))
const PortalOrder = page(() => import("./routes/portal/order-detail"))
const PortalReceipt = page(() => import("./routes/portal/receipt"))
const PortalNotifications = page(() => import("./routes/portal/notifications"))
const PortalBookCall = page(() => import("./routes/portal/book-call"))
const PortalAccount = page(() => import("./routes/portal/account"))
const AdminLayout = page(() => import("./routes/admin/admin-layout"))
const AdminDashboard = page(() => import("./routes/admin/dashboard"))
const AdminOrders = page(() => import("./routes/admin/orders"))
const AdminOrder = page(() => import("./routes/admin/order-detail"))
const AdminEvidence = page(() => import("./routes/admin/evidence"))
const AdminInbox = page(() => import("./routes/admin/inbox"))
const AdminBooking = page(() => import("./routes/admin/booking"))
const AdminUsers = page(() => import("./routes/admin/users"))
const AdminTestimonials = page(() => import("./routes/admin/testimonials"))
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

type Handle = { page: Page }
/** What a route shows: the screen, named in its handle for preloadRoute. */
const shows = (screen: Page) => ({
  element: createElement(screen),
  handle: { page: screen } satisfies Handle,
})
const route = (path: string, screen: Page, children?: RouteObject[]): RouteObject => ({
  path,
  ...shows(screen),
  children,
})
const index = (screen: Page): RouteObject => ({ index: true, ...shows(screen) })

/** The route tree: each audience is guarded once, at its layout. */
const routes: RouteObject[] = [
  route(paths.home.path, Landing),
  route(paths.auth.path, Auth),
  route(paths.book.path, Book),
  route(paths.book.manage.path, BookManage),
  route(paths.auth.reset.path, AuthReset),
  route(paths.auth.verify.path, AuthVerify),
  route(paths.auth.emailChange.path, AuthEmailChange),
  route(paths.portal.root.path, PortalLayout, [
    index(PortalDashboard),
    route(paths.portal.newOrder.path, PortalNewOrder),
    route(paths.portal.orders.path, PortalOrders),
    route(paths.portal.order.path, PortalOrder),
    route(paths.portal.receipt.path, PortalReceipt),
    route(paths.portal.notifications.path, PortalNotifications),
    route(paths.portal.bookCall.path, PortalBookCall),
    route(paths.portal.account.path, PortalAccount),
    route("*", NotFound),
  ]),
  route(paths.admin.root.path, AdminLayout, [
    index(AdminDashboard),
    route(paths.admin.orders.path, AdminOrders),
    route(paths.admin.order.path, AdminOrder),
    route(paths.admin.evidence.path, AdminEvidence),
    route(paths.admin.inbox.path, AdminInbox),
    route(paths.admin.booking.path, AdminBooking),
    route(paths.admin.users.path, AdminUsers),
    route(paths.admin.testimonials.path, AdminTestimonials),
    route(paths.admin.account.path, AdminAccount),
    route(paths.admin.notifications.path, AdminNotifications),
    route(paths.admin.newNotification.path, AdminNotifications),
    route("*", NotFound),
  ]),
  route("*", NotFound),
]

/**
 * preloadRoute loads the screens a path shows (its layout and its page, with the parts its query shows).
 * main.tsx waits for it before the first render: a screen that suspended there would be revealed no
 * sooner than React's reveal throttle allows (300 ms), after a spinner; a hydrated one would not match.
 */
export function preloadRoute(pathname: string, search = ""): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? []
  return Promise.all(matches.map((m) => (m.route.handle as Handle | undefined)?.page.preloadFor(search)))
}

/**
 * The app's screens. A layout has its own Suspense around its pages, so the sidebar stays while a page
 * loads. A screen that fails to render (or to load) shows the error page until the next navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation()
  usePreloadArea(pathname)
  const element = useRoutes(routes)
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Spinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  )
}
