import { RouterProvider } from "react-router-dom"
import { AppChrome } from "./app-chrome"
import { router } from "./router"

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <AppChrome />
    </>
  )
}
