import { createBrowserRouter } from "react-router-dom"
import { RouteError } from "./routes/route-error"

type RouteModule = { default: React.ComponentType }
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default })

/** The route tree: each audience is guarded once, at its layout route. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { path: "/", lazy: page(() => import("./routes/public/landing")) },
      { path: "/auth", lazy: page(() => import("./routes/public/auth")) },
      {
        path: "/portal",
        lazy: page(() => import("./routes/portal/portal-layout")),
        children: [
          { index: true, lazy: page(() => import("./routes/portal/dashboard")) },
          { path: "*", lazy: page(() => import("./routes/public/not-found")) },
        ],
      },
      {
        path: "/admin",
        lazy: page(() => import("./routes/admin/admin-layout")),
        children: [
          { index: true, lazy: page(() => import("./routes/admin/dashboard")) },
          { path: "*", lazy: page(() => import("./routes/public/not-found")) },
        ],
      },
      { path: "*", lazy: page(() => import("./routes/public/not-found")) },
    ],
  },
])
