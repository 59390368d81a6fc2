// Build-time entry for scripts/prerender.mjs: renders the landing page to HTML with the same props as
// landing-main.tsx, so hydration matches, and exposes the head tags and site files built from content.
import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { paths } from "@/app/paths"
import { LandingPage } from "@/features/landing/components/landing-page"
import { orderHref } from "@/app/landing-links"

export { headTags } from "@/features/landing/seo-head"
export { siteFiles } from "@/features/landing/site-files"

/** renderLanding returns the page's markup for <div id="root">. */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingPage portalHref={paths.auth.href()} orderHref={orderHref} />
    </StrictMode>,
  )
}
