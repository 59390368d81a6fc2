import type { ClientResponseError } from "pocketbase"
import { describe, expect, it } from "vitest"
import { fileUrl, form, PDF, PNG, startMessagesWorld } from "./messages-support"
import { testFixture } from "../support/world"

// Uploaded files never serve as code: a message takes only the documented types (images, PDF, CSV, ZIP, design
// files), by content and by name, and every stored file is served either as a raster image shown inline or as an
// opaque download (application/octet-stream, attachment), which the site's script-src 'self' cannot run.

describe("message files: what gets in and how it is served", () => {
  const w = testFixture(() => startMessagesWorld())

  const send = (files: [string, Buffer, string][]) =>
    w.client.pb.collection("messages").create(form({ order: w.order.id, body: "files" }, files))

  it.each([
    ["app.js", "fetch('/api/collections/users/records').then((r) => r.json())", "text/javascript"],
    ["app.mjs", "export const x = 1", "text/javascript"],
    ["site.css", "body { background: url(/api/x) }", "text/css"],
    ["page.html", "<script>alert(1)</script>", "text/html"],
    ["notes", "plain words", "text/plain"],
    ["logo.png.js", "alert(1)", "text/javascript"],
  ])("refuses %s, whatever type the browser declares", async (name, content, type) => {
    const refused = await send([[name, Buffer.from(content), type]]).catch((e: ClientResponseError) => e)
    expect((refused as ClientResponseError).status).toBe(400)
    expect((refused as ClientResponseError).message).toMatch(/cannot be shared here/)
  })

  it("serves a PNG inline as an image, and a CSV, a text file and a PDF as opaque downloads", async () => {
    const message = await send([
      ["logo.png", PNG, "image/png"],
      ["products.csv", Buffer.from("Handle,Title\ntee,Tee\n"), "text/csv"],
      ["brief.txt", Buffer.from("Our brief, in words."), "text/plain"],
      ["brief.pdf", PDF, "application/pdf"],
    ])
    const token = await w.client.pb.files.getToken()
    const served = async (index: number) => {
      const res = await fetch(fileUrl(w, message, index, token))
      await res.arrayBuffer()
      return {
        status: res.status,
        type: res.headers.get("content-type"),
        disposition: res.headers.get("content-disposition") ?? "",
        nosniff: res.headers.get("x-content-type-options"),
      }
    }
    const png = await served(0)
    expect(png).toMatchObject({ status: 200, type: "image/png", nosniff: "nosniff" })
    expect(png.disposition).toMatch(/^inline; filename=/)
    for (const index of [1, 2, 3]) {
      const file = await served(index)
      expect(file).toMatchObject({ status: 200, type: "application/octet-stream", nosniff: "nosniff" })
      expect(file.disposition).toMatch(/^attachment; filename=/)
    }
    // a thumbnail is an image too
    const thumb = await fetch(`${fileUrl(w, message, 0, token)}&thumb=160x160`)
    await thumb.arrayBuffer()
    expect(thumb.headers.get("content-type")).toBe("image/png")
  })
})
