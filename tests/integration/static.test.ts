import { createHash } from "node:crypto"
import { request } from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startServer, type TestServer } from "../support/server"

interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** raw sends a request without fetch's transparent decompression, so encodings can be checked byte for byte. */
function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on("error", reject)
    req.end()
  })
}

const isShell = (r: RawResponse) =>
  String(r.headers["content-type"]).startsWith("text/html") && r.body.toString().includes('<div id="root">')

let server: TestServer
let entry: string // the hashed entry script named by the shell, e.g. /assets/index-abc123.js

beforeAll(async () => {
  server = await startServer()
  const shell = await raw("/portal")
  const src = /<script type="module"[^>]+src="(\/assets\/[^"]+\.js)"/.exec(shell.body.toString())?.[1]
  if (!src) throw new Error(`no entry script in the shell:\n${shell.body.toString()}`)
  entry = src
})

afterAll(() => server?.dispose())

describe("routes", () => {
  it("answers /api/health with 200", async () => {
    const res = await raw("/api/health")
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body.toString()).message).toBe("API is healthy.")
  })

  it("answers an unknown page with the prerendered 404 page naming the path, and status 404", async () => {
    const res = await raw("/nope/<b>")
    expect(res.status).toBe(404)
    expect(String(res.headers["content-type"])).toMatch(/^text\/html/)
    const html = res.body.toString()
    expect(html).toContain('<div id="root" data-prerendered>')
    expect(html).toContain("Oops! Page not found")
    expect(html).toContain("<code>/nope/%3Cb%3E</code>")
    expect(res.headers["cache-control"]).toBe("no-cache")
  })

  it.each(["/auth", "/auth?mode=signup"])("answers %s with its prerendered screen and 200", async (path) => {
    const res = await raw(path)
    expect(res.status).toBe(200)
    expect(res.body.toString()).toMatch(/<div id="root" data-prerendered>(<!--\$-->)?<div class="auth-page">/)
    expect(res.headers["cache-control"]).toBe("no-cache")
  })

  // The area's first screen is one chunk of its own plus one both areas share (vite.config.ts).
  it.each([
    ["/portal", "portal"],
    ["/admin", "admin"],
  ])("answers %s with the shell naming its first screen's chunks up front", async (path, area) => {
    const res = await raw(path)
    expect(res.status).toBe(200)
    expect(isShell(res)).toBe(true)
    const html = res.body.toString()
    expect(html).toContain(`<script type="module" crossorigin src="${entry}">`)
    for (const name of [area, "signed-in"]) {
      expect(html).toMatch(
        new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${name}-[\\w-]+\\.js">`),
      )
    }
    // Before the entry and the stylesheets, the inline script that sends the first screen's requests as one
    // first load (lib/first-load/shell.ts); the page's policy lets it run by its hash, and no other inline script.
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)
    expect(inline, "the shell's request script").not.toBeNull()
    expect(html.indexOf(inline![0])).toBeLessThan(html.indexOf('<script type="module"'))
    expect(html.indexOf(inline![0])).toBeLessThan(html.indexOf('<link rel="stylesheet"'))
    const script = inline![1]!
    expect(script).toContain(area === "admin" ? '"/api/launchdesk/admin/stats"' : "auth-refresh")
    expect(script).toContain('"/api/launchdesk/first-load"')
    const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`
    const policy = String(res.headers["content-security-policy"])
    expect(policy).toContain(`script-src 'self' ${hash};`)
    expect(String((await raw("/portal/orders")).headers["content-security-policy"])).toContain(
      "script-src 'self';",
    )
    // Each preloaded file exists (the links were written from the same build).
    for (const [, href] of html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)) {
      expect((await raw(href!)).status).toBe(200)
    }
  })

  it("answers other area pages with the plain shell", async () => {
    const html = (await raw("/portal/orders")).body.toString()
    expect(html).not.toMatch(/<link rel="modulepreload"[^>]*\/assets\/(portal|signed-in)-/)
  })

  it.each(["/portal/orders/abc123/receipt", "/admin/orders", "/auth?mode=unknown", "/portal/orders/abc123"])(
    "answers the app route %s with the shell and 200",
    async (path) => {
      const res = await raw(path)
      expect(res.status).toBe(200)
      expect(isShell(res)).toBe(true)
      expect(res.headers["cache-control"]).toBe("no-cache")
    },
  )

  it.each(["/portal/anything", "/admin/anything", "/portal/orders/abc123/extra"])(
    "answers %s, which no screen owns, with the 404 page and 404",
    async (path) => {
      const res = await raw(path)
      expect(res.status).toBe(404)
      expect(res.body.toString()).toContain("Oops! Page not found")
    },
  )

  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await raw("/api/nope")
    expect(res.status).toBe(404)
    expect(res.headers["content-type"]).toMatch(/^application\/json/)
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: 404 })
  })

  it("answers a missing asset with a 404 that is not HTML", async () => {
    const res = await raw("/assets/missing.js", { "accept-encoding": "br, gzip" })
    expect(res.status).toBe(404)
    expect(String(res.headers["content-type"])).not.toMatch(/html/)
    expect(res.body.toString()).not.toContain("<html")
  })
})

describe("hashed assets", () => {
  it("serves brotli, gzip or identity by Accept-Encoding, all decoding to the same file", async () => {
    const plain = await raw(entry)
    const br = await raw(entry, { "accept-encoding": "br, gzip" })
    const gz = await raw(entry, { "accept-encoding": "gzip" })

    expect([plain.status, br.status, gz.status]).toEqual([200, 200, 200])
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(br.headers["content-encoding"]).toBe("br")
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
    expect(br.body.length).toBeLessThan(plain.body.length)
    expect(String(plain.headers["content-type"])).toMatch(/javascript/)
    for (const res of [plain, br, gz]) {
      expect(res.headers.vary).toContain("Accept-Encoding")
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    }
  })

  it("answers If-None-Match with 304 per encoding", async () => {
    const br = await raw(entry, { "accept-encoding": "br" })
    const etag = String(br.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    const again = await raw(entry, { "accept-encoding": "br", "if-none-match": etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const other = await raw(entry, { "if-none-match": etag })
    expect(other.status).toBe(200) // the identity body has its own ETag
  })

  it("answers HEAD with the headers and no body", async () => {
    const get = await raw(entry)
    const head = await raw(entry, {}, "HEAD")
    expect([head.status, head.body.length]).toEqual([200, 0])
    expect(head.headers["content-length"]).toBe(String(get.body.length))
    expect(head.headers.etag).toBe(get.headers.etag)
    // Go's ServeContent sends no Content-Length for an encoded body (it goes out chunked).
    const gz = await raw(entry, { "accept-encoding": "gzip" }, "HEAD")
    expect([gz.status, gz.body.length, gz.headers["content-encoding"]]).toEqual([200, 0, "gzip"])
    const shell = await raw("/admin", {}, "HEAD")
    expect([shell.status, shell.body.length]).toEqual([200, 0])
  })
})

describe("the app shell", () => {
  it("is revalidated on every visit and answers If-None-Match with 304", async () => {
    const first = await raw("/portal", { "accept-encoding": "br, gzip" })
    expect(first.headers["cache-control"]).toBe("no-cache")
    expect(first.headers["content-encoding"]).toBe("br")
    const again = await raw("/portal", {
      "accept-encoding": "br, gzip",
      "if-none-match": String(first.headers.etag),
    })
    expect(again.status).toBe(304)
  })
})
