import { Link, useRouteError } from "react-router-dom"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { paths } from "../paths"

export function RouteError() {
  const error = useRouteError()
  console.error("Route failed to render", error)
  useDocumentTitle("Something went wrong")
  return (
    <main className="centered-page">
      <h1>Something went wrong.</h1>
      <p>Reload the page, or go back to the home page.</p>
      <Link className="button" to={paths.home.href()}>
        Return to Home
      </Link>
    </main>
  )
}
