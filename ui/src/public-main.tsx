// Entry of the prerendered screens (/auth, the 404 page): React, a plain router and those screens, no data
// router and no lazy route to wait for, so the served HTML is hydrated by little JavaScript.
import { StrictMode, startTransition, useLayoutEffect } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { BrowserRouter } from "react-router-dom"
import { PublicApp } from "@/app/public-app"
import { markHydrated } from "@/hooks/use-prerendered-form"
import { storedSession } from "@/lib/stored-session"
import "@/styles.css"
import "@/forms.css"

const root = document.getElementById("root")
if (!root) throw new Error("The #root element is missing from the page.")
/**
 * Last in the tree, so its layout effect runs after the forms have taken what was typed before hydration,
 * in the same commit: no submit can fall between the forms' look for a held one and this mark.
 */
function Hydrated() {
  useLayoutEffect(markHydrated, [])
  return null
}

const notFoundPath = root.dataset.page === "not-found" ? window.location.pathname : null
const app = (
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <PublicApp notFoundPath={notFoundPath} />
      <Hydrated />
    </BrowserRouter>
  </StrictMode>
)
// The HTML is rendered for a visitor who is not signed in. With a stored session the sign-in screen shows
// something else (it checks the session, then moves on), so the page is rendered afresh, not hydrated.
if (root.firstElementChild && !storedSession()) {
  startTransition(() => {
    hydrateRoot(root, app)
  })
} else {
  createRoot(root).render(app)
}
