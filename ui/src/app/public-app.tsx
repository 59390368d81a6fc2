import { useEffect } from "react"
import { Route, Routes, useLocation } from "react-router-dom"
import { AppChrome } from "./app-chrome"
import { paths } from "./paths"
import AuthPage from "./routes/public/auth"
import NotFoundPage from "./routes/public/not-found"

/** Any other screen belongs to the full app (or the prerendered landing page): load it as a document. */
function Elsewhere({ notFoundPath }: { notFoundPath: string | null }) {
  const { pathname, search, hash } = useLocation()
  const leaving = pathname !== notFoundPath
  useEffect(() => {
    if (leaving) window.location.replace(pathname + search + hash)
  }, [leaving, pathname, search, hash])
  return leaving ? null : <NotFoundPage />
}

/**
 * PublicApp holds the screens served prerendered (prerendered-pages.ts): the sign-in screen and the 404
 * page, with no data router and no route chunk to wait for. `notFoundPath` is the path the 404 page was
 * served at (null on other pages): it renders there, and a link elsewhere loads that page in full.
 */
export function PublicApp({ notFoundPath }: { notFoundPath: string | null }) {
  return (
    <>
      <Routes>
        <Route path={paths.auth.path} element={<AuthPage />} />
        <Route path="*" element={<Elsewhere notFoundPath={notFoundPath} />} />
      </Routes>
      <AppChrome />
    </>
  )
}
