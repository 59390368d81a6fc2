import { act, StrictMode } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { afterEach, describe, expect, it, vi } from "vitest"
import { NOT_FOUND_PATH_MARKER, notFoundPage, pageUrl, prerenderedPages } from "@/app/prerendered-pages"
import { App } from "@/app/app"
import { preloadRoute } from "@/app/router"
import { renderPage } from "@/public-ssr"

// The hydration check of every prerendered screen, with React's development build (which names the
// mismatching text or attribute): the markup scripts/prerender.mjs writes at build time (public-ssr.tsx),
// hydrated at the screen's URL by the tree main.tsx hydrates, once the route's modules are in as there. It walks prerenderedPages, so a screen
// added there is checked with no change here. The e2e suite (first-load.test.ts) checks the real binary's
// pages in Chromium with the production build.

// This file drives React with act() itself (not through Testing Library's render): it says so, as React asks.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ""
  vi.restoreAllMocks()
})

/**
 * hydrate serves `markup` at `url` as the binary would and hydrates it like main.tsx. It returns
 * React's complaints (console errors and warnings, recoverable errors) and whether the served <h1> is still
 * the node on screen afterwards (a mismatch makes React throw the served DOM away and render anew).
 */
async function hydrate(url: string, markup: string) {
  window.history.replaceState(null, "", url)
  await preloadRoute(window.location.pathname, window.location.search)
  const complaints: string[] = []
  const record = (...args: unknown[]) => complaints.push(args.map(String).join(" "))
  vi.spyOn(console, "error").mockImplementation(record)
  vi.spyOn(console, "warn").mockImplementation(record)
  const container = document.createElement("div")
  container.id = "root"
  container.innerHTML = markup
  document.body.append(container)
  const served = container.querySelector("h1")
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: (error) => record("recoverable:", error) },
    )
    // What the screen's effects set off (the route announcer hears the new title) settles inside act too.
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  return { complaints, served, kept: served !== null && served === container.querySelector("h1") }
}

describe("prerendered screens hydrate without a mismatch", () => {
  for (const page of prerenderedPages) {
    // Rendered as the build does; hydrated at another value of any ":name" segment (any token).
    const url = pageUrl(page, "another-value")
    it(`${url} (${page.file})`, async () => {
      const result = await hydrate(url, await renderPage(pageUrl(page)))
      expect(result.complaints).toEqual([])
      expect(result.served).not.toBeNull()
      expect(result.kept).toBe(true)
      expect(document.title).toContain(page.title)
    })
  }

  it(`the 404 page (${notFoundPage.file}) with the requested path written in by the binary`, async () => {
    const path = "/nowhere/caf%C3%A9"
    const markup = (await renderPage(NOT_FOUND_PATH_MARKER)).replace(NOT_FOUND_PATH_MARKER, escapeHtml(path))
    const result = await hydrate(path, markup)
    expect(result.complaints).toEqual([])
    expect(result.kept).toBe(true)
    expect(document.querySelector("code")?.textContent).toBe(path)
  })

  it("the check fails when the served markup is not what the screen renders", async () => {
    const first = prerenderedPages[0]
    if (!first) throw new Error("prerenderedPages lists no screen.")
    const url = pageUrl(first)
    const markup = (await renderPage(url)).replace(/(<h1[^>]*>)[^<]*/, "$1Something else")
    const result = await hydrate(url, markup)
    expect(result.complaints.join("\n")).toMatch(/hydrat/i)
    expect(result.kept).toBe(false)
  })
})

describe("pageUrl", () => {
  it("fills ':name' segments and writes only the query values that are set", () => {
    expect(pageUrl({ path: "/auth", query: { mode: "" } })).toBe("/auth")
    expect(pageUrl({ path: "/auth", query: { mode: "signup" } })).toBe("/auth?mode=signup")
    expect(pageUrl({ path: "/auth/reset/:token", query: {} }, "t0k")).toBe("/auth/reset/t0k")
  })
})
