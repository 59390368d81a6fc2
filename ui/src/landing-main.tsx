// Entry of `/` only: React and the landing page, no router, no PocketBase SDK, so first-load JS stays small.
import { StrictMode, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { paths } from "@/app/paths"
import { LandingPage } from "@/features/landing/components/landing-page"
import { orderHref, proofHref } from "@/app/landing-links"
import { readFacts } from "@/features/landing/landing-facts"
import { recordTouch } from "@/lib/touch"
import "./landing-base.css"

recordTouch(location.href, document.referrer) // where this visitor came from, before anything else (lib/touch.ts)

const root = document.getElementById("root")
if (!root) throw new Error("The #root element is missing from landing.html.")
const page = (
  <StrictMode>
    <LandingPage
      portalHref={paths.auth.href()}
      orderHref={orderHref}
      proofHref={proofHref}
      facts={readFacts()}
    />
  </StrictMode>
)
if (root.firstElementChild) {
  // Hydrating in a transition lets React yield to the browser between components (shorter tasks).
  startTransition(() => {
    hydrateRoot(root, page)
  })
} else {
  createRoot(root).render(page) // `vite` dev server: the template was not prerendered
}
