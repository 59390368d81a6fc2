import type { Role } from "@/lib/pocketbase-types"

/**
 * To prerender a screen: list it in prerenderedPages (its path, the query values that choose it, the
 * title it sets, its route's modules as router.tsx imports them); what it renders for a visitor
 * who is not signed in must not read the browser (storage, window) while rendering, only in effects. A
 * path segment ":name" (e.g. "/auth/reset/:token") matches any value; the screen is rendered once, so its
 * markup must not show that value. The hydration check (prerendered-hydration.test.tsx) and the e2e
 * first-load test walk this list.
 *
 * The screens the binary serves as HTML rendered at build time (scripts/prerender.mjs) from the app's own
 * HTML, hydrated by the app's entry (main.tsx) with the route's modules fetched alongside it. internal/site serves a page when the request's path
 * matches and every query parameter listed here has the listed value ("" = absent or empty); any other
 * request for the path gets the app shell. A screen that reads another parameter to choose what it shows
 * must list each value here, or hydration would not match.
 */
export interface PrerenderedPage {
  /** The file under pb_public/prerendered/. */
  file: string
  path: string
  query: Record<string, string>
  /** The tab title (the screen sets the same one once running). */
  title: string
  /** The route's modules (keys of Vite's manifest), fetched with the entry and their styles inlined. */
  modules: string[]
  /** Modules of its own the screen shows in this mode (its preloadParts), fetched alongside. */
  parts?: string[]
}

const authModules = ["src/app/routes/public/auth.tsx"]

export const prerenderedPages: PrerenderedPage[] = [
  // A link that fills in the address (?email=) gets the app shell: the prerendered field is empty.
  {
    file: "auth.html",
    path: "/auth",
    query: { mode: "", email: "" },
    title: "Sign in",
    modules: authModules,
  },
  {
    file: "auth-signup.html",
    path: "/auth",
    query: { mode: "signup", email: "" },
    title: "Create account",
    modules: authModules,
  },
  {
    file: "auth-forgot.html",
    path: "/auth",
    query: { mode: "forgot", email: "" },
    title: "Reset your password",
    modules: authModules,
    parts: ["src/features/auth/components/forgot-password-form.tsx"],
  },
  // The e-mailed code's link (?email=&otp=) opens the code entry: the app shell renders it.
  {
    file: "auth-code.html",
    path: "/auth",
    query: { mode: "code", email: "", otp: "" },
    title: "Sign in with a code",
    modules: authModules,
    parts: ["src/features/auth/components/code-sign-in-form.tsx"],
  },
]

/**
 * pageUrl is the URL a screen is rendered and served at: its path, each ":name" segment given `value`,
 * with its listed query values ("" = absent).
 */
export function pageUrl(page: Pick<PrerenderedPage, "path" | "query">, value = "prerendered"): string {
  const path = page.path.replace(/\/:[^/]+/g, `/${value}`)
  const query = new URLSearchParams(Object.entries(page.query).filter(([, v]) => v !== ""))
  return query.size ? `${path}?${query}` : path
}

/** The 404 page, served for every path no screen owns; the binary writes the requested path into it. */
export const notFoundPage = {
  file: "404.html",
  title: "Page not found",
  modules: ["src/app/routes/public/not-found.tsx"],
}

/** The path the 404 page is rendered at; the binary replaces it with the requested path, HTML-escaped. */
export const NOT_FOUND_PATH_MARKER = "/__launchdesk_not_found_path__"

/**
 * The first screens of the signed-in areas (an e-mail link opens /portal): the app shell, naming up front
 * the route modules that screen needs (as router.tsx imports them), so the browser fetches them with the
 * entry instead of after it has run. Served for the exact path only. vite.config.ts puts what these
 * modules import (and the entry does not) into one chunk per area, `chunk`, plus one both areas share.
 * For a stored session of the area's `role`, the shell also sends the screen's first requests itself
 * (lib/first-load/shell.ts), before the scripts have loaded.
 */
interface PreloadedShell {
  file: string
  path: string
  /** The chunk vite.config.ts groups the screen's modules into. */
  chunk: string
  /** Whose first screen it is: the shell sends its requests for a stored session of this role. */
  role: Role
  modules: string[]
}

export const preloadedShells: PreloadedShell[] = [
  {
    file: "portal.html",
    path: "/portal",
    chunk: "portal",
    role: "client",
    modules: [
      "src/app/routes/portal/portal-layout.tsx",
      "src/app/routes/portal/dashboard.tsx",
      "src/app/first-load/registry.ts",
    ],
  },
  {
    file: "admin.html",
    path: "/admin",
    chunk: "admin",
    role: "admin",
    modules: [
      "src/app/routes/admin/admin-layout.tsx",
      "src/app/routes/admin/dashboard.tsx",
      "src/app/first-load/registry.ts",
    ],
  },
]
