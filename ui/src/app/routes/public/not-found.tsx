import { Link, useLocation } from "react-router-dom"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { paths } from "../../paths"

export default function NotFoundPage() {
  const { pathname } = useLocation()
  useDocumentTitle("Page not found")
  return (
    <main className="centered-page">
      <p className="centered-page__code" aria-hidden="true">
        404
      </p>
      <h1>Oops! Page not found</h1>
      <p>
        There is nothing at <code>{pathname}</code>.
      </p>
      <Link className="button" to={paths.home.href()}>
        Return to Home
      </Link>
    </main>
  )
}
