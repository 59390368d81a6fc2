import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"
import { preloadedShells } from "./ui/src/app/prerendered-pages"

const backend = process.env.LAUNCHDESK_DEV_BACKEND ?? "http://127.0.0.1:8090"
const publicBuild = process.env.LAUNCHDESK_BUILD === "public"
const src = fileURLToPath(new URL("./ui/src", import.meta.url))

/**
 * The first screen of each signed-in area (preloadedShells: its layout and its dashboard). What those
 * modules import, and the entry does not, goes into one chunk per area plus one for what both areas share,
 * instead of one small chunk per module: on a phone each request costs a round trip.
 */
const firstScreens = Object.fromEntries(
  preloadedShells.map((shell) => [shell.chunk, shell.modules.map((m) => m.replace(/^src\//, ""))]),
)
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }
const firstScreenSets = new WeakMap<ModuleGraph, Map<string, Set<string>>>()
function firstScreenChunk(id: string, graph: ModuleGraph): string | null {
  let sets = firstScreenSets.get(graph)
  if (!sets) {
    sets = new Map()
    const entry = new Set<string>()
    const reach = (from: string, into: Set<string>) => {
      if (into.has(from) || entry.has(from)) return
      into.add(from)
      for (const dep of graph.getModuleInfo(from)?.importedIds ?? []) reach(dep, into)
    }
    reach(`${src}/main.tsx`, entry)
    for (const [area, roots] of Object.entries(firstScreens)) {
      const reached = new Set<string>()
      for (const root of roots) reach(`${src}/${root}`, reached)
      sets.set(area, reached)
    }
    firstScreenSets.set(graph, sets)
  }
  const areas = [...sets].filter(([, reached]) => reached.has(id)).map(([area]) => area)
  return areas.length > 1 ? "signed-in" : (areas[0] ?? null)
}

/**
 * The app shell build (`vite build`; not the prerendered public build) renders with Preact's
 * React-compatible API: the signed-in first load downloads half the script (docs/decisions.md §9). The
 * signed-out pages keep React: they are rendered to HTML at build time and hydrated, which React checks
 * node by node. The dev server and the unit tests keep React (Fast Refresh, Testing Library); the e2e
 * tests run the build.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
]

export default defineConfig(({ command, isSsrBuild }) => ({
  root: "ui",
  publicDir: "public",
  plugins: [react()],
  resolve: {
    alias: [
      { find: "@", replacement: src },
      ...(command === "build" && !publicBuild && !isSsrBuild ? preactAliases : []),
    ],
  },
  build: {
    outDir: "../pb_public",
    emptyOutDir: !publicBuild,
    copyPublicDir: !publicBuild,
    // The app shell's chunk graph, for the /portal and /admin shells' preload links (scripts/prerender.mjs
    // reads it, then deletes it: it is not served).
    manifest: !publicBuild,
    target: "es2022",
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Two builds into one folder, so each is tree-shaken on its own (a chunk shared by several pages holds
    // what any of them uses). `vite build`: the app shell (index.html: the data router and every lazy route).
    // LAUNCHDESK_BUILD=public: the signed-out pages, prerendered by scripts/prerender.mjs: `/` (landing.html:
    // React and the landing page) and the template of /auth and the 404 page (public.html: React, a plain
    // router and those screens). They share React with each other, the visitor's path from one to the other.
    rolldownOptions: {
      input: (publicBuild
        ? {
            landing: fileURLToPath(new URL("./ui/landing.html", import.meta.url)),
            public: fileURLToPath(new URL("./ui/public.html", import.meta.url)),
          }
        : { index: fileURLToPath(new URL("./ui/index.html", import.meta.url)) }) as Record<string, string>,
      output: publicBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                {
                  // Only the modules found above: their dependencies in the entry stay there.
                  debugName: "first-screens",
                  name: (id, ctx) => firstScreenChunk(id, ctx),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
    },
  },
  // The prerendered footer shows the build year until hydration replaces it with the visitor's year.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: {
    host: "127.0.0.1",
    proxy: { "/api": { target: backend, ws: false }, "/_": backend },
  },
  test: {
    root: ".",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          root: ".",
          environment: "jsdom",
          include: ["ui/src/**/*.test.{ts,tsx}"],
          setupFiles: ["ui/src/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          root: ".",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          root: ".",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}))
