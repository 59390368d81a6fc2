import { createBrowserRouter } from "react-router-dom"
import { Spinner } from "@/components/spinner"
import { paths } from "./paths"
import { RouteError } from "./routes/route-error"

type RouteModule = { default: React.ComponentType }
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default })
const notFound = { path: "*", lazy: page(() => import("./routes/public/not-found")) }

/** The route tree: each audience is guarded once, at its layout route. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Shown while the first page's lazy module loads (without it React Router warns on every start).
    hydrateFallbackElement: <Spinner />,
    children: [
      { path: paths.home.path, lazy: page(() => import("./routes/public/landing")) },
      { path: paths.auth.path, lazy: page(() => import("./routes/public/auth")) },
      { path: paths.auth.reset.path, lazy: page(() => import("./routes/public/auth-reset")) },
      { path: paths.auth.verify.path, lazy: page(() => import("./routes/public/auth-verify")) },
      { path: paths.auth.emailChange.path, lazy: page(() => import("./routes/public/auth-email-change")) },
      {
        path: paths.portal.root.path,
        lazy: page(() => import("./routes/portal/portal-layout")),
        children: [
          { index: true, lazy: page(() => import("./routes/portal/dashboard")) },
          { path: paths.portal.newOrder.path, lazy: page(() => import("./routes/portal/new-order")) },
          { path: paths.portal.orders.path, lazy: page(() => import("./routes/portal/orders")) },
          { path: paths.portal.order.path, lazy: page(() => import("./routes/portal/order-detail")) },
          {
            path: paths.portal.notifications.path,
            lazy: page(() => import("./routes/portal/notifications")),
          },
          { path: paths.portal.bookCall.path, lazy: page(() => import("./routes/portal/book-call")) },
          { path: paths.portal.account.path, lazy: page(() => import("./routes/portal/account")) },
          notFound,
        ],
      },
      {
        path: paths.admin.root.path,
        lazy: page(() => import("./routes/admin/admin-layout")),
        children: [
          { index: true, lazy: page(() => import("./routes/admin/dashboard")) },
          { path: paths.admin.orders.path, lazy: page(() => import("./routes/admin/orders")) },
          { path: paths.admin.order.path, lazy: page(() => import("./routes/admin/order-detail")) },
          { path: paths.admin.inbox.path, lazy: page(() => import("./routes/admin/inbox")) },
          { path: paths.admin.users.path, lazy: page(() => import("./routes/admin/users")) },
          { path: paths.admin.account.path, lazy: page(() => import("./routes/admin/account")) },
          { path: paths.admin.notifications.path, lazy: page(() => import("./routes/admin/notifications")) },
          {
            path: paths.admin.newNotification.path,
            lazy: page(() => import("./routes/admin/notifications")),
          },
          notFound,
        ],
      },
      notFound,
    ],
  },
])
