import { useEffect } from "react"
import { siteName } from "@/content/site"

/** documentTitle is what a screen's tab reads: "My Orders · launchdesk". */
export function documentTitle(screen: string): string {
  return `${screen} · ${siteName}`
}

/** useDocumentTitle names the browser tab after the screen (the route announcer reads it aloud). */
export function useDocumentTitle(screen: string | null | undefined): void {
  useEffect(() => {
    if (screen) document.title = documentTitle(screen)
  }, [screen])
}
