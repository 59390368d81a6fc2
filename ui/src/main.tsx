// The one entry of the app, for every screen but `/`: the signed-in areas, and the screens served
// prerendered (/auth in each mode, the 404 page), which it hydrates. React DOM renders all of them, and
// moving between them (signing in, signing out) is a navigation inside this one document.
import { StrictMode, startTransition, useLayoutEffect } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { App } from "@/app/app"
import { paths } from "@/app/paths"
import { preloadRoute } from "@/app/router"
import { markHydrated } from "@/hooks/use-prerendered-form"
import { firstScreenPainted, holdUntilFirstPaint } from "@/lib/after-paint"
import { verifySession } from "@/lib/session-check"
import { storedSession } from "@/lib/stored-session"
import { recordTouch } from "@/lib/touch"
import "@/styles.css"
import "@/forms.css"

recordTouch(location.href, document.referrer) // where this visitor came from (lib/touch.ts)
const root = document.getElementById("root")
if (!root) throw new Error("The #root element is missing from the page.")
const session = storedSession()

/**
 * Last in the tree, so its layout effect runs after the forms have taken what was typed before hydration,
 * in the same commit: no submit can fall between the forms' look for a held one and this mark.
 */
function Hydrated() {
  useLayoutEffect(markHydrated, [])
  return null
}

/** Last in the tree of a signed-in first load: its commit is the first screen's, painted next. */
function Painted() {
  useLayoutEffect(firstScreenPainted, [])
  return null
}

if (root.hasAttribute("data-prerendered") && !session) {
  // The served HTML is the screen for a visitor who is not signed in: hydrate it once its route's module
  // is in (the page's loader fetched it with this entry), so it renders at once and matches node for node.
  // A transition lets React yield to the browser between components. No SDK is loaded until a form needs it.
  void preloadRoute(location.pathname, location.search)
    .catch(() => undefined)
    .then(() =>
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App />
            <Hydrated />
          </StrictMode>,
        )
      }),
    )
} else {
  // A signed-in first load shows the stored session's area at once (RequireRole) and asks the server about
  // the session now, alongside: one ended elsewhere then leaves for /auth. The guards' own check joins this.
  // (With a stored session, a prerendered /auth is rendered afresh: it moves on to the user's area.)
  // When the area's shell has sent its dashboard's requests, nothing else is asked before the dashboard's
  // first paint (lib/after-paint.ts).
  const areaHome = [paths.portal.root.href(), paths.admin.root.href()].includes(location.pathname)
  if (areaHome && window.__launchdeskShellRequests) holdUntilFirstPaint()
  void verifySession()
  // On a first load of an area's dashboard, its data requests start now, while the screen's modules load
  // (the area's shell preloads that code with the screen's; other pages never fetch it). The first render
  // waits this long at most for that data (usually sent by the shell, and in already): one paint with the
  // screen's figures and lists, instead of placeholders and a second paint.
  const FIRST_DATA_WAIT_MS = 300
  const firstScreen =
    session?.user && areaHome
      ? import("@/app/first-load/registry").then((m) =>
          m.firstScreenData(location.pathname, session.user, FIRST_DATA_WAIT_MS),
        )
      : Promise.resolve()
  const reactRoot = createRoot(root)
  // The first screen's chunks are in before the first render (the shell shows the spinner meanwhile), so
  // nothing suspends on the way to it. A chunk that fails to load is reported by the screen's error page.
  void Promise.all([
    preloadRoute(location.pathname, location.search).catch(() => undefined),
    firstScreen.catch(() => undefined),
  ]).then(() => {
    // Rendered as a transition, React yields to the browser every few milliseconds: the first screen's
    // render (the admin dashboard's is about 60 ms on a laptop) blocks no input for that long.
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App />
          <Painted />
        </StrictMode>,
      )
    })
  })
}
