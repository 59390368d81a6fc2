// Helpers shared by the prerendered pages (scripts/prerender.mjs): a Node build of an SSR entry, inlined
// stylesheets and the deferred loader that replaces Vite's module script.
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { build } from "vite"

export const repo = fileURLToPath(new URL("..", import.meta.url))

export function fail(message) {
  console.error(`prerender: ${message}`)
  process.exit(1)
}

/** ssrBuild builds ui/src/<entry>.tsx for Node with the same Vite config (aliases, define) and imports it. */
export async function ssrBuild(entry) {
  const ssrDir = join(repo, "node_modules/.cache/launchdesk-ssr", entry)
  await build({
    configFile: join(repo, "vite.config.ts"),
    logLevel: "warn",
    // the price as the server's slots (ui/src/content/price.ts): internal/site fills them with the price it charges
    define: { __PRICE_SLOTS__: "true" },
    build: {
      ssr: existsSync(join(repo, `ui/src/${entry}.tsx`)) ? `src/${entry}.tsx` : `src/${entry}.ts`,
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  })
  // node_modules/ stops Node's package.json lookup, so mark the output as ES modules explicitly.
  mkdirSync(ssrDir, { recursive: true })
  writeFileSync(join(ssrDir, "package.json"), '{ "type": "module" }\n')
  return import(pathToFileURL(join(ssrDir, `${entry}.js`)).href)
}

/** inlineStyles replaces each stylesheet link to /assets/ with the stylesheet itself: one request paints. */
export function inlineStyles(html, outDir, name) {
  let inlined = 0
  html = html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_, href) => {
    inlined += 1
    return `<style>${readFileSync(join(outDir, href), "utf8").trim()}</style>`
  })
  if (inlined === 0) fail(`${name} links no stylesheet to inline; check its entry imports its CSS.`)
  return { html, inlined }
}

/**
 * deferScripts: the prerendered page is complete without JavaScript, which only hydrates it. Vite's module
 * script and modulepreload links in <head> would be fetched at high priority, competing with the first
 * paint, so they are replaced by a tiny deferred loader that requests the same files once the first frame
 * is painted. It is an external file because the CSP allows no inline script. `prefetch` lists files the
 * next page will need (the app shell's after signing in): they are prefetched once a form is first used.
 */
export function deferScripts(html, outDir, name, loaderName, prefetch = [], { holdSubmits = false } = {}) {
  const entries = []
  const preloads = []
  html = html
    .replace(
      /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g,
      (_, src) => (entries.push(src), ""),
    )
    .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, href) => (preloads.push(href), ""))
  if (entries.length !== 1) fail(`expected one module script in ${name}, found ${entries.length}.`)
  // Two frames, then a task: the first paint is on the screen (not only prepared) before the scripts are
  // asked for, even on a busy phone whose compositor lags the main thread.
  let loader = `// Loads the page's hydration code after the first paint (written by scripts/prerender.mjs).
requestAnimationFrame(function () {
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
});
var prefetch = ${JSON.stringify(prefetch)};
if (prefetch.length) {
  document.addEventListener("focusin", function onFocus(event) {
    if (!event.target.closest || !event.target.closest("form")) return;
    document.removeEventListener("focusin", onFocus);
    prefetch.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "prefetch";
      link.href = href;
      document.head.appendChild(link);
    });
  });
}
`
  // Forms are in the HTML before their script runs: a submit then would reload the page and lose what was
  // typed. Hold it until hydration is done (the app sets data-hydrated once the forms have taken what was
  // typed): React does not see it meanwhile (it could handle it half-hydrated, with empty state), and the
  // form sends it again (usePrerenderedForm).
  // A tap on one of the form's own buttons (a mode switch: "Forgot password?", "Sign in with a code") does nothing
  // before hydration either: the last one is kept and tapped again once the page is hydrated (main.tsx).
  if (holdSubmits)
    loader += `document.addEventListener("submit", function (event) {
  if (document.documentElement.hasAttribute("data-hydrated")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  window.__launchdeskPendingSubmit = event.target;
}, true);
document.addEventListener("click", function (event) {
  if (document.documentElement.hasAttribute("data-hydrated")) return;
  var button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  window.__launchdeskPendingClick = button;
}, true);
`
  const hash = createHash("sha256").update(loader).digest("hex").slice(0, 8)
  const loaderPath = `/assets/${loaderName}-${hash}.js`
  writeFileSync(join(outDir, loaderPath), loader)
  return html.replace("</head>", () => `  <script defer src="${loaderPath}"></script>\n  </head>`)
}

/**
 * shellRequestsScript writes the inline script an area's shell runs before the app's own
 * (ui/src/lib/first-load/shell.ts): with a stored session of the area's role whose token has not expired, it
 * sends the requests recorded by ui/src/shell-requests-ssr.ts for that user as one first load (POST
 * `firstLoadPath`, internal/firstload: one round trip on the page's open connection) and leaves each answer for
 * the SDK as a response of its own; a first load that fails leaves the SDK each request sent alone. Then it has
 * the browser load its locale data while the scripts download. The token is read as stored-session.ts reads it.
 * Returns the script's text, for a <script> element of its own (the site's policy lets it run by its hash).
 */
export function shellRequestsScript(name, { role, requests, placeholder, firstLoadPath }) {
  if (requests.length === 0) fail(`no request was recorded for the ${name} shell.`)
  if (!firstLoadPath) fail("the first load's path is missing.")
  const script = `
// Sends the first screen's requests as the page opens (written by scripts/prerender.mjs).
(function () {
  try {
    var stored = JSON.parse(localStorage.getItem("pocketbase_auth") || "null");
    var token = stored && typeof stored.token === "string" ? stored.token : "";
    var user = stored && (stored.record || stored.model);
    if (!token || !user || user.role !== ${JSON.stringify(role)} || !/^[a-z0-9]+$/.test(user.id)) return;
    var claims = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
    if (typeof claims.exp === "number" && claims.exp <= Date.now() / 1000) return;
    var requests = ${JSON.stringify(requests)}.map(function (request) {
      return { method: request.method, url: request.url.split(${JSON.stringify(placeholder)}).join(user.id) };
    });
    var answers = fetch(${JSON.stringify(firstLoadPath)}, {
      method: "POST",
      headers: { Authorization: token, "Content-Type": "application/json" },
      body: JSON.stringify({ requests: requests }),
    }).then(function (response) {
      if (!response.ok) throw new Error("first load: " + response.status);
      return response.json();
    });
    var responses = {};
    requests.forEach(function (request, i) {
      var response = answers.then(
        function (body) {
          var answer = body.responses[i];
          return new Response(answer.status === 204 ? null : answer.body, {
            status: answer.status,
            headers: { "Content-Type": "application/json" },
          });
        },
        function () {
          return fetch(request.url, { method: request.method, headers: { Authorization: token } });
        },
      );
      response.catch(function () {}); // the SDK reports what it takes
      responses[request.method + " " + request.url] = response;
    });
    window.__launchdeskShellRequests = { userId: user.id, at: performance.now(), responses: responses };
    // The first screen writes dates and figures: the browser loads its locale data now, while the app's
    // scripts download, rather than in the middle of the first render (the first Intl formatter of a page
    // costs about 25 ms on a laptop, several times that on a phone). Each in a task of its own, after this
    // script: with the scripts cached the entry runs first, and the warm-up fills its wait for the data.
    setTimeout(function () {
      new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" }).format(0);
      setTimeout(function () {
        new Intl.NumberFormat("en-US").format(0);
      });
    });
  } catch (error) {
    // no storage, a token that does not parse: the app asks for itself
  }
})();
`
  if (script.includes("</")) fail(`the ${name} shell's request script would end its <script> element early.`)
  return script
}
