import { BrowserRouter } from "react-router-dom"
import { AppChrome } from "./app-chrome"
import { AppRoutes } from "./router"

/** AppTree is the app under any router: the browser's (App) or, at build time, the prerender's. */
export function AppTree() {
  return (
    <>
      <AppRoutes />
      <AppChrome />
    </>
  )
}

export function App() {
  return (
    // Navigations update at once, not as transitions: a control that reads the URL (a filter, a tab)
    // shows its new state on the click that changed it.
    <BrowserRouter useTransitions={false}>
      <AppTree />
    </BrowserRouter>
  )
}
