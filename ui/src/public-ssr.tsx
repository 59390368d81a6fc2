// Build-time entry for scripts/prerender.mjs: renders the prerendered screens to HTML with the same tree as
// public-main.tsx (a router at the page's URL, a visitor who is not signed in), so hydration matches.
import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { StaticRouter } from "react-router-dom"
import { NOT_FOUND_PATH_MARKER } from "@/app/prerendered-pages"
import { PublicApp } from "@/app/public-app"
import { site } from "@/content/site"
import { documentTitle } from "@/hooks/use-document-title"

export {
  NOT_FOUND_PATH_MARKER,
  notFoundPage,
  pageUrl,
  preloadedShells,
  prerenderedPages,
} from "@/app/prerendered-pages"

/** renderPage returns the markup for <div id="root"> at url; the 404 page is rendered at the marker path. */
export function renderPage(url: string, notFound = false): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <PublicApp notFoundPath={notFound ? NOT_FOUND_PATH_MARKER : null} />
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
