import { Toaster } from "react-hot-toast"
import { RouterProvider } from "react-router-dom"
import { RouteAnnouncer } from "@/components/route-announcer"
import { router } from "./router"

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <RouteAnnouncer />
      {/* Bottom centre: a toast never covers the top bar, its menu button or the sidebar. */}
      <Toaster position="bottom-center" containerStyle={{ bottom: 16 }} />
    </>
  )
}
