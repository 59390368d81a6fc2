// Build-time entry for scripts/prerender.mjs: renders the prerendered screens to HTML with the tree main.tsx
// hydrates (the app at the page's URL, for a visitor who is not signed in), so hydration matches.
import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { StaticRouter } from "react-router-dom"
import { AppTree } from "@/app/app"
import { preloadRoute } from "@/app/router"
import { site } from "@/content/site"
import { documentTitle } from "@/hooks/use-document-title"

export { paths } from "@/app/paths"
export {
  NOT_FOUND_PATH_MARKER,
  notFoundPage,
  pageUrl,
  preloadedShells,
  prerenderedPages,
} from "@/app/prerendered-pages"

/**
 * renderPage returns the markup for <div id="root"> at url (the 404 page: at its marker path), once the
 * route's modules are loaded, as main.tsx loads them before hydrating.
 */
export async function renderPage(url: string): Promise<string> {
  const { pathname, search } = new URL(url, "http://prerender.invalid")
  await preloadRoute(pathname, search)
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppTree />
      </StaticRouter>
    </StrictMode>,
  )
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** pageHead is the <head> part of a prerendered screen: its tab title and description (404: not indexed). */
export function pageHead(screen: string, notFound = false): string {
  const tags = [
    `<title>${escapeHtml(documentTitle(screen))}</title>`,
    `<meta name="description" content="${escapeHtml(site.description)}" />`,
  ]
  if (notFound) tags.push('<meta name="robots" content="noindex" />')
  return tags.join("\n    ")
}
