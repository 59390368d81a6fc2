import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { App } from "@/app/app"
// The SDK is in the entry: a signed-in first load asks the server about the session straight away.
import "@/lib/pocketbase"
import { verifySession } from "@/lib/session-check"
import "@/styles.css"
import "@/forms.css"

// A signed-in first load waits for the server's word on the stored session (RequireRole): ask now, while
// the route modules load, rather than after them. The guards' own check joins this request.
void verifySession()

const root = document.getElementById("root")
if (!root) throw new Error("The #root element is missing from index.html.")
const reactRoot = createRoot(root)
// In a transition React yields to the browser between components: shorter tasks on a slow phone.
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
