import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"
import { contractHtml } from "./scripts/vite/contract-html"
import { pureRouter } from "./scripts/vite/pure-router"
import { notFoundPage, preloadedShells, prerenderedPages } from "./ui/src/app/prerendered-pages"

const backend = process.env.LAUNCHDESK_DEV_BACKEND ?? "http://127.0.0.1:8090"
const publicBuild = process.env.LAUNCHDESK_BUILD === "public"
const src = fileURLToPath(new URL("./ui/src", import.meta.url))

/**
 * Chunks for the first screens, so each first load fetches a few files rather than one per module (on a
 * phone each request costs a round trip):
 * - `screens`: what only the prerendered screens (/auth, the 404 page) import beyond the entry, which they
 *   fetch alongside it; signing in then fetches no SDK or area code before it needs them;
 * - one chunk per signed-in area's first screen (preloadedShells: its layout and its dashboard) for what
 *   only that area imports, and `signed-in` for what both areas import.
 * - `shared`: what a prerendered screen and an area both import (the session store, the error funnel).
 */
const firstScreens = Object.fromEntries(
  preloadedShells.map((shell) => [shell.chunk, shell.modules.map((m) => m.replace(/^src\//, ""))]),
)
const prerenderedRoots = [...prerenderedPages, notFoundPage].flatMap((p) =>
  p.modules.map((m) => m.replace(/^src\//, "")),
)
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }
const chunkSets = new WeakMap<ModuleGraph, { screens: Set<string>; areas: Map<string, Set<string>> }>()
function firstScreenChunk(id: string, graph: ModuleGraph): string | null {
  let sets = chunkSets.get(graph)
  if (!sets) {
    const entry = new Set<string>()
    const reach = (from: string, into: Set<string>) => {
      if (into.has(from) || entry.has(from)) return
      into.add(from)
      for (const dep of graph.getModuleInfo(from)?.importedIds ?? []) reach(dep, into)
    }
    const reachAll = (roots: string[]) => {
      const reached = new Set<string>()
      for (const root of roots) reach(`${src}/${root}`, reached)
      return reached
    }
    reach(`${src}/main.tsx`, entry)
    sets = {
      screens: reachAll(prerenderedRoots),
      areas: new Map(Object.entries(firstScreens).map(([area, roots]) => [area, reachAll(roots)])),
    }
    chunkSets.set(graph, sets)
  }
  const areas = [...sets.areas].filter(([, reached]) => reached.has(id)).map(([area]) => area)
  if (sets.screens.has(id)) return areas.length ? "shared" : "screens"
  return areas.length > 1 ? "signed-in" : (areas[0] ?? null)
}

export default defineConfig(() => ({
  root: "ui",
  publicDir: "public",
  plugins: [react(), pureRouter(), contractHtml()],
  resolve: {
    alias: [{ find: "@", replacement: src }],
  },
  build: {
    outDir: "../pb_public",
    emptyOutDir: !publicBuild,
    copyPublicDir: !publicBuild,
    // The app shell's chunk graph, for the /portal and /admin shells' preload links (scripts/prerender.mjs
    // reads it, then deletes it: it is not served).
    manifest: !publicBuild,
    target: "es2022",
    // Every browser the site supports has modulepreload: no polyfill in the entry. A lazy screen's import
    // names only its stylesheets for preloading (they must be in before it shows); its scripts are fetched
    // by the import itself, or earlier by the shells' and the area's preloads (router.tsx).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file: string, deps: string[]) => deps.filter((d) => d.endsWith(".css")),
    },
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Two builds into one folder, so each is tree-shaken on its own. `vite build`: the app (index.html:
    // React DOM, the router and every screen as a lazy chunk), which also hydrates the screens prerendered
    // from its HTML (/auth in each mode, the 404 page: scripts/prerender.mjs). LAUNCHDESK_BUILD=public: `/`
    // (landing.html: React and the landing page only, prerendered too), the smallest first load of all.
    rolldownOptions: {
      input: (publicBuild
        ? {
            landing: fileURLToPath(new URL("./ui/landing.html", import.meta.url)),
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
  // The prerendered footer shows the build year until hydration replaces it with the visitor's year. The prerendering
  // builds write the price as the server's slots (__PRICE_SLOTS__: scripts/prerender-lib.mjs), every other build reads it.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()), __PRICE_SLOTS__: "false" },
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
          // projects with their own maxWorkers run one after another: unit, integration, e2e
          sequence: { groupOrder: 0 },
          root: ".",
          environment: "jsdom",
          include: ["ui/src/**/*.test.{ts,tsx}"],
          setupFiles: ["ui/src/test/setup.ts"],
          // Two files at a time (the default here is one). Each file runs in its own VM context of a worker thread
          // rather than in a new process with its own jsdom (that set-up was most of a unit file's time): 70 files,
          // 33 s -> 11 s, each file still isolated (files in any order pass: --sequence.shuffle.files). A VM context
          // cannot require an ES module, and Node's "module-sync" condition sends the router's CommonJS entry to
          // one: the router resolves to its ES entries directly.
          pool: "vmThreads",
          alias: [
            ["react-router-dom", "react-router-dom/dist/index.mjs"],
            ["react-router/dom", "react-router/dist/development/dom-export.mjs"],
            ["react-router", "react-router/dist/development/index.mjs"],
          ].map(([name, file]) => ({
            find: new RegExp(`^${name}$`),
            replacement: fileURLToPath(new URL(`node_modules/${file}`, import.meta.url)),
          })),
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // The specification's quoted texts against the product (tests/spec): reads files, renders a few
          // components to HTML in node; runs beside the unit tests.
          name: "spec",
          sequence: { groupOrder: 0 },
          root: ".",
          environment: "node",
          include: ["tests/spec/**/*.test.{ts,tsx}"],
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          root: ".",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/failure-logs.ts"],
          // Two files at a time (vitest's default on 2 cores is one): an integration file mostly waits on its own
          // binary, its SMTP server and its clocks, so two overlap without slowing each other much. Three at a time
          // failed the timed cases (the 5 MB CSV within 1 s, the 500-change burst within 60 s) under load.
          maxWorkers: 2,
          // Each worker runs file after file in one process (vitest's default starts a new one per file): the files
          // share nothing but the modules of tests/support, whose only state is counters for unique names and the
          // migrated data template, and each file starts and stops its own servers. 68 files, 196 s -> 171 s.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          sequence: { groupOrder: 2 },
          root: ".",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/failure-logs.ts"],
          // Two files at a time, as integration: a browser test mostly waits (its throttled page, its server, the
          // SMTP server), so two overlap; under load 15-21 the whole project passed this way (166 of 166).
          maxWorkers: 2,
          // One process per worker for file after file, as integration: each file starts its own server and browser
          // and closes them, so nothing but tests/support's counters carries over. The project's wall time, 98
          // files: 390 s in a full run with a process per file, 323 s alone this way (one run each).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}))
