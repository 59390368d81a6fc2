// Build-time entry for scripts/prerender.mjs: renders the landing page to HTML with the same props as
// landing-main.tsx, so hydration matches, and exposes the head tags and site files built from content.
import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { paths } from "@/app/paths"
import { LandingPage } from "@/features/landing/components/landing-page"
import { orderHref } from "@/app/landing-links"
import { factsDefaults, slotFacts } from "@/features/landing/landing-facts"
import { PRICE, priceSlots } from "@/content/price"

export { headTags } from "@/features/landing/seo-head"
export { siteFiles } from "@/features/landing/site-files"

/** priceSlotDefaults is what the pages' price slots say for the contract's price (scripts/prerender.mjs writes it). */
export const priceSlotDefaults = () => priceSlots(PRICE)

/** factsJSON is what internal/site reads from pb_public/landing-facts.json: the content file's defaults. */
export const factsJSON = () => JSON.stringify(factsDefaults)

/** renderLanding returns the page's markup for <div id="root">, each fact from launches as its slot (@@ld.…@@). */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingPage portalHref={paths.auth.href()} orderHref={orderHref} facts={slotFacts} />
    </StrictMode>,
  )
}
