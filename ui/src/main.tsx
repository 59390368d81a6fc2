import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { App } from "@/app/app"
import { preloadRoute } from "@/app/router"
// The SDK is in the entry: a signed-in first load asks the server about the session straight away.
import "@/lib/pocketbase"
import { verifySession } from "@/lib/session-check"
import { storedSession } from "@/lib/stored-session"
import "@/styles.css"
import "@/forms.css"

// A signed-in first load shows the stored session's area at once (RequireRole) and asks the server about
// the session now, alongside: one ended elsewhere then leaves for /auth. The guards' own check joins this.
void verifySession()

// On a first load of an area's dashboard, its data requests start now, while React renders the screen.
// The route modules are preloaded by the area's shell (prerendered-pages.ts), so importing them is quick.
const stored = storedSession()?.user
if (stored && location.pathname === "/portal" && stored.role === "client")
  void import("@/app/routes/portal/dashboard").then((m) => m.startFirstScreen(stored.id))
if (stored && location.pathname === "/admin" && stored.role === "admin")
  void import("@/app/routes/admin/dashboard").then((m) => m.startFirstScreen())

const root = document.getElementById("root")
if (!root) throw new Error("The #root element is missing from index.html.")
const reactRoot = createRoot(root)
// The first screen's chunks are in before the first render (index.html shows the spinner meanwhile), so
// nothing suspends on the way to it. A chunk that fails to load is reported by the screen's error page.
void preloadRoute(location.pathname)
  .catch(() => undefined)
  .then(() => {
    // In a transition React yields to the browser between components: shorter tasks on a slow phone.
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <App />
        </StrictMode>,
      )
    })
  })
