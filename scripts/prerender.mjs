// Prerenders after `vite build`:
// - `/`: the landing page, rendered with react-dom/server into pb_public/landing.html (which
//   internal/site serves at `/`), plus robots.txt, sitemap.xml and site.webmanifest;
// - the screens of ui/src/app/prerendered-pages.ts (/auth in each mode, the 404 page), rendered from
//   pb_public/public.html into pb_public/prerendered/, listed in pb_public/prerendered.json for the binary.
// Each page inlines its small stylesheet, so the first paint waits for no other request, and loads its
// hydration code after that paint.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import {
  deferScripts,
  fail,
  inlineStyles,
  preloadLinks,
  repo,
  shellRequestsScript,
  ssrBuild,
} from "./prerender-lib.mjs"

const outDir = resolve(repo, process.argv[2] ?? "pb_public")

function readTemplate(name, markers) {
  const html = readFileSync(join(outDir, name), "utf8")
  for (const marker of markers) {
    if (!html.includes(marker)) fail(`${name} has no ${marker} marker; was it already prerendered?`)
  }
  return html
}

// `/`. Function replacements: the page text contains "$" (prices), which string replacements would interpret.
{
  const landing = await ssrBuild("landing-ssr")
  let html = readTemplate("landing.html", ["<!--landing-head-->", "<!--landing-html-->"])
    .replace("<!--landing-head-->", () => landing.headTags())
    .replace("<!--landing-html-->", () => landing.renderLanding())
  const styled = inlineStyles(html, outDir, "landing.html")
  html = deferScripts(styled.html, outDir, "landing.html", "landing-loader")
  writeFileSync(join(outDir, "landing.html"), html)
  for (const [name, body] of Object.entries(landing.siteFiles())) writeFileSync(join(outDir, name), body)
  console.log(
    `prerendered / (${(html.length / 1024).toFixed(1)} KiB, ${styled.inlined} stylesheet(s) inlined)`,
  )
}

// The public screens, from one template; the template itself is not served.
{
  const pub = await ssrBuild("public-ssr")
  const styled = inlineStyles(
    readTemplate("public.html", ["<!--page-head-->", "<!--page-html-->"]),
    outDir,
    "public.html",
  )
  // Signing in opens the app shell, a build of its own: its scripts are fetched once the form is in use.
  const shell = readFileSync(join(outDir, "index.html"), "utf8")
  const appScripts = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1])
  if (appScripts.length === 0) fail("index.html names no script to prefetch.")
  const template = deferScripts(styled.html, outDir, "public.html", "public-loader", appScripts, {
    holdSubmits: true,
  })
  const page = (head, body) =>
    template.replace("<!--page-head-->", () => head).replace("<!--page-html-->", () => body)
  mkdirSync(join(outDir, "prerendered"), { recursive: true })
  const manifest = { pages: [], notFound: null }
  for (const screen of pub.prerenderedPages) {
    const { file, path, query, title } = screen
    const url = pub.pageUrl(screen)
    const html = page(pub.pageHead(title), pub.renderPage(url))
    writeFileSync(join(outDir, "prerendered", file), html)
    manifest.pages.push({ path, query, file: `prerendered/${file}` })
    console.log(`prerendered ${url} (${(html.length / 1024).toFixed(1)} KiB)`)
  }
  const { file, title } = pub.notFoundPage
  const html = page(pub.pageHead(title, true), pub.renderPage(pub.NOT_FOUND_PATH_MARKER, true)).replace(
    '<div id="root">',
    '<div id="root" data-page="not-found">',
  )
  if (!html.includes(pub.NOT_FOUND_PATH_MARKER)) fail("the 404 page does not show the requested path.")
  writeFileSync(join(outDir, "prerendered", file), html)
  manifest.notFound = { file: `prerendered/${file}`, pathMarker: pub.NOT_FOUND_PATH_MARKER }

  // /portal and /admin: the app shell naming their first screen's modules up front.
  const viteManifestPath = join(outDir, ".vite/manifest.json")
  const viteManifest = JSON.parse(readFileSync(viteManifestPath, "utf8"))
  const fetched = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1])
  const recorder = await ssrBuild("shell-requests-ssr")
  const shellRequests = await recorder.shellRequests()
  for (const { file, path, modules, chunk, role } of pub.preloadedShells) {
    // A route module inside its area's chunk (vite.config.ts) is named by that chunk in the manifest.
    const keys = modules.map(
      (m) =>
        (viteManifest[m] ? m : Object.keys(viteManifest).find((k) => viteManifest[k].name === chunk)) ?? m,
    )
    const links = preloadLinks(viteManifest, keys, fetched)
    // The first screen's requests go first, before the scripts they would otherwise wait for. A deferred
    // script runs in document order with the module scripts: always before the app's entry.
    const requests = shellRequestsScript(outDir, chunk, {
      role,
      requests: shellRequests[path] ?? [],
      placeholder: recorder.USER_PLACEHOLDER,
    })
    const html = shell
      .replace(
        /(\s*)<script type="module"/,
        (m, space) => `${space}<script defer src="${requests}"></script>${m}`,
      )
      .replace("</head>", () => `  ${links.join("\n    ")}\n  </head>`)
    writeFileSync(join(outDir, "prerendered", file), html)
    manifest.pages.push({ path, query: {}, file: `prerendered/${file}` })
    console.log(`wrote the ${path} shell (${links.length} preloads, ${shellRequests[path].length} requests)`)
  }
  rmSync(join(outDir, ".vite"), { recursive: true })
  writeFileSync(join(outDir, "prerendered.json"), `${JSON.stringify(manifest, null, 2)}\n`)
  rmSync(join(outDir, "public.html"))
  console.log(`prerendered the 404 page (${(html.length / 1024).toFixed(1)} KiB)`)
}
