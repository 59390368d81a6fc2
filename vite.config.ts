import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"

const backend = process.env.LAUNCHDESK_DEV_BACKEND ?? "http://127.0.0.1:8090"
const src = fileURLToPath(new URL("./ui/src", import.meta.url))

export default defineConfig({
  root: "ui",
  publicDir: "public",
  plugins: [react()],
  resolve: { alias: { "@": src } },
  build: {
    outDir: "../pb_public",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Two pages: the app shell, and `/` (landing.html), which loads only React and the landing page and
    // is prerendered to static HTML by scripts/prerender.mjs.
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL("./ui/index.html", import.meta.url)),
        landing: fileURLToPath(new URL("./ui/landing.html", import.meta.url)),
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
})
