import { useSyncExternalStore } from "react"
import { landing } from "@/content/landing"
import { site } from "@/content/site"

const noSubscription = () => () => {}

/** The year the page was prerendered, so hydration matches; the browser then shows its own year. */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}

/** Copyright is the one copyright line, the footer's and the drawer's: the first year, then the current one. */
export function Copyright({ className }: { className: string }) {
  const year = useCurrentYear()
  const span = year > site.copyrightYear ? `${site.copyrightYear}–${year}` : String(site.copyrightYear)
  return (
    <p className={className}>
      © {span} {site.name}. {landing.footer.rights}
    </p>
  )
}
