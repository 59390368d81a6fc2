import { BrowserRouter } from "react-router-dom"
import { AppChrome } from "./app-chrome"
import { AppRoutes } from "./router"

export function App() {
  return (
    // Navigations update at once, not as transitions: a control that reads the URL (a filter, a tab)
    // shows its new state on the click that changed it.
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
      <AppChrome />
    </BrowserRouter>
  )
}
