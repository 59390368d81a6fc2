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
const Join = page(() => import("./routes/public/join"))
const NotFound = page(() => import("./routes/public/not-found"))

/** A signed-in area: its path and layout, its home screen and every other screen with its path. */
interface Area {
  root: string
  layout: Page
  home: Page
  screens: [path: string, screen: Page][]
  /** The screens loaded while the browser is idle once the area is up (see usePreloadArea). */
  ahead: Page[]
}

/**
 * defineArea pairs each of an area's paths (paths.portal, paths.admin: its root and one per screen) with its
 * screen, a path without one failing the type check, and names the screens loaded ahead by their keys.
 */
function defineArea<P extends { root: { path: string } } & { [K in keyof P]: { path: string } }>(
  areaPaths: P,
  parts: { layout: Page; home: Page; screens: Record<Exclude<keyof P, "root">, Page> },
  ahead: NoInfer<Exclude<keyof P, "root">>[],
): Area {
  const { layout, home, screens } = parts
  const keys = Object.keys(screens) as Exclude<keyof P, "root">[]
  return {
    root: areaPaths.root.path,
    layout,
    home,
    screens: keys.map((key) => [areaPaths[key].path, screens[key]]),
    ahead: [home, ...ahead.map((key) => screens[key])],
  }
}

const portal = defineArea(
  paths.portal,
  {
    layout: page(() => import("./routes/portal/portal-layout")),
    home: page(() => import("./routes/portal/dashboard")),
    screens: {
      newOrder: page(() => import("./routes/portal/new-order")),
      orders: page(() => import("./routes/portal/orders")),
      order: page(() => import("./routes/portal/order-detail")),
      receipt: page(() => import("./routes/portal/receipt")),
      notifications: page(() => import("./routes/portal/notifications")),
      bookCall: page(() => import("./routes/portal/book-call")),
      account: page(() => import("./routes/portal/account")),
      team: page(() => import("./routes/portal/team")),
      join: page(() => import("./routes/portal/join")),
    },
  },
  ["newOrder", "orders", "order", "notifications", "bookCall"],
)
// One screen for the history and the new notification's form: moving between them keeps it mounted.
const AdminNotifications = page(() => import("./routes/admin/notifications"))
const admin = defineArea(
  paths.admin,
  {
    layout: page(() => import("./routes/admin/admin-layout")),
    home: page(() => import("./routes/admin/dashboard")),
    screens: {
      orders: page(() => import("./routes/admin/orders")),
      order: page(() => import("./routes/admin/order-detail")),
      evidence: page(() => import("./routes/admin/evidence")),
      inbox: page(() => import("./routes/admin/inbox")),
      booking: page(() => import("./routes/admin/booking")),
      users: page(() => import("./routes/admin/users")),
      testimonials: page(() => import("./routes/admin/testimonials")),
      webhooks: page(() => import("./routes/admin/webhooks")),
      funnel: page(() => import("./routes/admin/funnel")),
      account: page(() => import("./routes/admin/account")),
      notifications: AdminNotifications,
      newNotification: AdminNotifications,
    },
  },
  ["orders", "order", "inbox", "users", "notifications"],
)

// A few seconds after an area's first screen is up (not sooner: its own requests come first), the
// area's other screens load while the browser is idle: moving between them then shows no spinner.
const PRELOAD_AFTER_MS = 4000
const areaPages: Record<string, Page[]> = { portal: portal.ahead, admin: admin.ahead }
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

/** An area's routes under its layout: the home, each screen at its path, and the area's own not-found page. */
const areaRoute = (a: Area): RouteObject =>
  route(a.root, a.layout, [
    index(a.home),
    ...a.screens.map(([path, screen]) => route(path, screen)),
    route("*", NotFound),
  ])

/** The route tree: each audience is guarded once, at its layout. */
const routes: RouteObject[] = [
  route(paths.home.path, Landing),
  route(paths.auth.path, Auth),
  route(paths.book.path, Book),
  route(paths.book.manage.path, BookManage),
  route(paths.join.path, Join),
  route(paths.auth.reset.path, AuthReset),
  route(paths.auth.verify.path, AuthVerify),
  route(paths.auth.emailChange.path, AuthEmailChange),
  areaRoute(portal),
  areaRoute(admin),
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
