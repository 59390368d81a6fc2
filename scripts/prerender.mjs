// Prerenders after `vite build`:
// - `/`: the landing page, rendered with react-dom/server into pb_public/landing.html (which
//   internal/site serves at `/`), plus robots.txt, sitemap.xml and site.webmanifest;
// - the screens of ui/src/app/prerendered-pages.ts (/auth in each mode, the 404 page), rendered from
//   the app's own pb_public/index.html into pb_public/prerendered/, listed in pb_public/prerendered.json.
// Each page inlines its small stylesheet, so the first paint waits for no other request, and loads its
// hydration code after that paint.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { deferScripts, fail, inlineStyles, repo, shellRequestsScript, ssrBuild } from "./prerender-lib.mjs"
import { manifestKeys, moduleFiles, preloadLinks } from "./prerender-manifest.mjs"

const outDir = resolve(repo, process.argv[2] ?? "pb_public")

function readTemplate(name, markers) {
  const html = readFileSync(join(outDir, name), "utf8")
  for (const marker of markers) {
    if (!html.includes(marker)) fail(`${name} has no ${marker} marker; was it already prerendered?`)
  }
  return html
}

const landing = await ssrBuild("landing-ssr")

// `/`. Function replacements: the page text contains "$" (prices), which string replacements would interpret.
{
  let html = readTemplate("landing.html", ["<!--landing-head-->", "<!--landing-html-->"])
    .replace("<!--landing-head-->", () => landing.headTags())
    .replace("<!--landing-html-->", () => landing.renderLanding())
    // the facts from launches: internal/site fills this block and the page's @@ld.…@@ slots per request
    .replace(
      "</body>",
      () => '<script type="application/json" id="landing-facts">@@ld.json@@</script></body>',
    )
  const styled = inlineStyles(html, outDir, "landing.html")
  html = deferScripts(styled.html, outDir, "landing.html", "landing-loader")
  writeFileSync(join(outDir, "landing.html"), html)
  for (const [name, body] of Object.entries(landing.siteFiles())) writeFileSync(join(outDir, name), body)
  writeFileSync(join(outDir, "landing-facts.json"), landing.factsJSON())
  console.log(
    `prerendered / (${(html.length / 1024).toFixed(1)} KiB, ${styled.inlined} stylesheet(s) inlined)`,
  )
}

// The app's screens served prerendered (/auth in each mode, the 404 page): the app's own HTML with the
// screen's markup in #root, hydrated by the app's entry; index.html itself stays the app shell.
{
  const pub = await ssrBuild("public-ssr")
  const shell = readTemplate("index.html", ["<!--root-->", "<!--/root-->"])
  const viteManifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"))
  const fetched = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1])
  // After signing in the portal opens in this document: its first screen's scripts are fetched once a
  // form is in use.
  const portal = pub.preloadedShells.find((s) => s.path === "/portal")
  if (!portal) fail("preloadedShells has no /portal shell.")
  const prefetch = moduleFiles(viteManifest, manifestKeys(viteManifest, portal), fetched).scripts

  /** One screen's document: its head, its markup, its route's styles inlined and its scripts after paint. */
  const page = (screen, head, body, loaderName) => {
    // The screen's route module is grouped into the `screens` chunk (vite.config.ts).
    const keys = [
      ...manifestKeys(viteManifest, { modules: screen.modules, chunk: "screens" }),
      ...(screen.parts ?? []),
    ]
    const { scripts, styles } = moduleFiles(viteManifest, keys, fetched)
    let html = shell
      .replace(/<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/, () => head)
      .replace(
        /<div id="root">\s*<!--root-->[\s\S]*<!--\/root-->\s*<\/div>/,
        () => `<div id="root" data-prerendered>${body}</div>`,
      )
      .replace(
        "</head>",
        () =>
          [
            ...styles.map((f) => `<link rel="stylesheet" href="${f}">`),
            ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
          ].join("\n    ") + "\n  </head>",
      )
    if (!html.includes("data-prerendered")) fail(`index.html has no root to render ${screen.file} into.`)
    html = inlineStyles(html, outDir, screen.file).html
    return deferScripts(html, outDir, screen.file, loaderName, prefetch, { holdSubmits: true })
  }

  mkdirSync(join(outDir, "prerendered"), { recursive: true })
  // appRoutes: every route pattern of ui/src/app/paths.ts, the one list of the app's screens: internal/site serves
  // the app shell with 200 for these and the 404 page for any other path (/portal/nope too)
  const appRoutes = []
  const collect = (node) => {
    for (const value of Object.values(node)) {
      if (value && typeof value === "object") {
        if (typeof value.path === "string") appRoutes.push(value.path)
        collect(value)
      }
    }
  }
  collect(pub.paths)
  if (!appRoutes.includes("/portal") || !appRoutes.includes("/admin"))
    fail("paths has no /portal or /admin route.")
  const manifest = { pages: [], notFound: null, appRoutes: [...new Set(appRoutes)].sort() }
  for (const screen of pub.prerenderedPages) {
    const { file, path, query, title } = screen
    const url = pub.pageUrl(screen)
    const html = page(screen, pub.pageHead(title), await pub.renderPage(url), "screen-loader")
    writeFileSync(join(outDir, "prerendered", file), html)
    manifest.pages.push({ path, query, file: `prerendered/${file}` })
    console.log(`prerendered ${url} (${(html.length / 1024).toFixed(1)} KiB)`)
  }
  const notFound = pub.notFoundPage
  const body = await pub.renderPage(pub.NOT_FOUND_PATH_MARKER)
  const html = page(notFound, pub.pageHead(notFound.title, true), body, "screen-loader")
  if (!html.includes(pub.NOT_FOUND_PATH_MARKER)) fail("the 404 page does not show the requested path.")
  writeFileSync(join(outDir, "prerendered", notFound.file), html)
  manifest.notFound = { file: `prerendered/${notFound.file}`, pathMarker: pub.NOT_FOUND_PATH_MARKER }

  // /portal and /admin: the app shell naming their first screen's modules up front.
  const recorder = await ssrBuild("shell-requests-ssr")
  const shellRequests = await recorder.shellRequests()
  for (const { file, path, modules, chunk, role } of pub.preloadedShells) {
    const keys = manifestKeys(viteManifest, { modules, chunk })
    const links = preloadLinks(viteManifest, keys, fetched)
    // The first screen's requests go first, before the scripts they would otherwise wait for: the script
    // is inline, so the parser runs it as it reads it, before the page's first layout and before any file
    // is read (internal/site lets it run by its hash, and no other inline script).
    const requests = shellRequestsScript(chunk, {
      role,
      requests: shellRequests[path] ?? [],
      placeholder: recorder.USER_PLACEHOLDER,
      firstLoadPath: recorder.FIRST_LOAD_PATH,
    })
    const html = shell
      .replace(/(\s*)<script type="module"/, (m, space) => `${space}<script>${requests}</script>${m}`)
      .replace("</head>", () => `  ${links.join("\n    ")}\n  </head>`)
    writeFileSync(join(outDir, "prerendered", file), html)
    manifest.pages.push({ path, query: {}, file: `prerendered/${file}` })
    console.log(`wrote the ${path} shell (${links.length} preloads, ${shellRequests[path].length} requests)`)
  }
  rmSync(join(outDir, ".vite"), { recursive: true })
  writeFileSync(join(outDir, "prerendered.json"), `${JSON.stringify(manifest, null, 2)}\n`)
  console.log(`prerendered the 404 page (${(html.length / 1024).toFixed(1)} KiB)`)
}

// The price: every page and the web manifest carry the server's price slots (ui/src/content/price.ts). Each is
// written with the contract's price in them, so it is precompressed as served, and its slotted copy beside it
// (<file>.slotted, never served) for a server that charges another price: internal/site fills that copy then.
// price-slots.json is what the slots say for the contract's price.
{
  const defaults = landing.priceSlotDefaults()
  const escapes = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "'": "&#39;" } // as Go's html.EscapeString
  const say = (file, name) => {
    const value = defaults[name]
    if (value === undefined) fail(`${file} has the slot @@ld.${name}@@, which the price does not fill.`)
    if (name.endsWith(".json")) return value
    if (file.endsWith(".webmanifest")) return JSON.stringify(value).slice(1, -1)
    return value.replace(/[&<>"']/g, (c) => escapes[c])
  }
  const pages = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? pages(join(dir, e.name))
        : /\.(html|webmanifest)$/.test(e.name)
          ? [join(dir, e.name)]
          : [],
    )
  let slotted = 0
  for (const file of pages(outDir)) {
    const text = readFileSync(file, "utf8")
    if (!text.includes("@@ld.price")) continue
    writeFileSync(`${file}.slotted`, text)
    writeFileSync(
      file,
      text.replace(/@@ld\.(price[a-z.]*)@@/g, (_, name) => say(file, name)),
    )
    slotted += 1
  }
  writeFileSync(join(outDir, "price-slots.json"), `${JSON.stringify(defaults)}\n`)
  console.log(`wrote the contract's price into ${slotted} pages, each with its slotted copy`)
}
