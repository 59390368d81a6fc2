import { type ComponentType, useEffect, useState } from "react"
import type { ToasterProps } from "react-hot-toast"
import { RouteAnnouncer } from "@/components/route-announcer"
import { onToastsLoaded } from "@/lib/feedback"

/** The toasts' container, mounted once the first toast has loaded the library (lib/feedback.ts). */
function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)
  useEffect(() => onToastsLoaded((lib) => setToaster(() => lib.Toaster)), [])
  // Bottom centre: a toast never covers the top bar, its menu button or the sidebar.
  return Toaster ? <Toaster position="bottom-center" containerStyle={{ bottom: 16 }} /> : null
}

/** AppChrome is what every page of the app has around its screen: the route announcer and the toasts. */
export function AppChrome() {
  return (
    <>
      <RouteAnnouncer />
      <Toasts />
    </>
  )
}
