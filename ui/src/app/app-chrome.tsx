import { Toaster } from "react-hot-toast"
import { RouteAnnouncer } from "@/components/route-announcer"

/** AppChrome is what every page of the app has around its screen: the route announcer and the toasts. */
export function AppChrome() {
  return (
    <>
      <RouteAnnouncer />
      {/* Bottom centre: a toast never covers the top bar, its menu button or the sidebar. */}
      <Toaster position="bottom-center" containerStyle={{ bottom: 16 }} />
    </>
  )
}
