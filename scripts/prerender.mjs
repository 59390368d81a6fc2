// Prerenders `/` after `vite build`: renders the landing page with react-dom/server into
// pb_public/landing.html (which internal/site/static.go serves at `/`), inlines its small stylesheet so the
// first paint waits for no other request, and writes robots.txt, sitemap.xml and site.webmanifest.
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { build } from "vite"

const repo = fileURLToPath(new URL("..", import.meta.url))
const outDir = resolve(repo, process.argv[2] ?? "pb_public")
const ssrDir = join(repo, "node_modules/.cache/launchdesk-ssr")
const pagePath = join(outDir, "landing.html")

function fail(message) {
  console.error(`prerender: ${message}`)
  process.exit(1)
}

// A Node-targeted build of the same components, with the same Vite config (aliases, define).
await build({
  configFile: join(repo, "vite.config.ts"),
  logLevel: "warn",
  build: { ssr: "src/landing-ssr.tsx", outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
})
// node_modules/ stops Node's package.json lookup, so mark the output as ES modules explicitly.
mkdirSync(ssrDir, { recursive: true })
writeFileSync(join(ssrDir, "package.json"), '{ "type": "module" }\n')
const { renderLanding, headTags, siteFiles } = await import(
  pathToFileURL(join(ssrDir, "landing-ssr.js")).href
)

let html = readFileSync(pagePath, "utf8")
for (const marker of ["<!--landing-head-->", "<!--landing-html-->"]) {
  if (!html.includes(marker)) fail(`${pagePath} has no ${marker} marker; was it already prerendered?`)
}
// Function replacements: the page text contains "$" (prices), which string replacements would interpret.
html = html
  .replace("<!--landing-head-->", () => headTags())
  .replace("<!--landing-html-->", () => renderLanding())

let inlined = 0
html = html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_, href) => {
  inlined += 1
  return `<style>${readFileSync(join(outDir, href), "utf8").trim()}</style>`
})
if (inlined === 0)
  fail("landing.html links no stylesheet to inline; check the landing entry imports its CSS.")

// The prerendered page is complete without JavaScript, which only hydrates it. Vite's module script and
// modulepreload links in <head> would be fetched at high priority, competing with the first paint, so
// they are replaced by a tiny deferred loader that requests the same files once the first frame is
// painted. It is an external file because the CSP allows no inline script.
const entries = []
const preloads = []
html = html
  .replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g, (_, src) => (entries.push(src), ""))
  .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, href) => (preloads.push(href), ""))
if (entries.length !== 1) fail(`expected one module script in landing.html, found ${entries.length}.`)
const loader = `// Loads the landing page's hydration code after the first paint (written by scripts/prerender.mjs).
requestAnimationFrame(function () {
  setTimeout(function () {
    var head = document.head;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.src = ${JSON.stringify(entries[0])};
    head.appendChild(script);
  });
});
`
const loaderPath = `/assets/landing-loader-${createHash("sha256").update(loader).digest("hex").slice(0, 8)}.js`
writeFileSync(join(outDir, loaderPath), loader)
html = html.replace("</head>", () => `  <script defer src="${loaderPath}"></script>\n  </head>`)
writeFileSync(pagePath, html)

for (const [name, body] of Object.entries(siteFiles())) writeFileSync(join(outDir, name), body)
console.log(
  `prerendered / into ${pagePath} (${(html.length / 1024).toFixed(1)} KiB, ${inlined} stylesheet(s) inlined)`,
)
