import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "@/app/app"
import { startFirstScreen } from "@/app/first-screens"
import { preloadRoute } from "@/app/router"
// The SDK is in the entry: a signed-in first load asks the server about the session straight away.
import "@/lib/pocketbase"
import { earlySettled } from "@/lib/early"
import { verifySession } from "@/lib/session-check"
import { storedSession } from "@/lib/stored-session"
import "@/styles.css"
import "@/forms.css"

// A signed-in first load shows the stored session's area at once (RequireRole) and asks the server about
// the session now, alongside: one ended elsewhere then leaves for /auth. The guards' own check joins this.
void verifySession()

// On a first load of an area's dashboard, its data requests start now, while the screen's modules load.
// The route modules are preloaded by the area's shell (prerendered-pages.ts), so importing them is quick.
const firstScreen = startFirstScreen(location.pathname, storedSession()?.user)
// The first render waits this long at most for that data (usually sent by the shell, and in already):
// one paint with the screen's figures and lists, instead of placeholders and a second paint.
const FIRST_DATA_WAIT_MS = 300

const root = document.getElementById("root")
if (!root) throw new Error("The #root element is missing from index.html.")
const reactRoot = createRoot(root)
// The first screen's chunks are in before the first render (index.html shows the spinner meanwhile), so
// nothing suspends on the way to it. A chunk that fails to load is reported by the screen's error page.
void Promise.all([
  preloadRoute(location.pathname).catch(() => undefined),
  firstScreen.then(() => earlySettled(FIRST_DATA_WAIT_MS)).catch(() => undefined),
]).then(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
