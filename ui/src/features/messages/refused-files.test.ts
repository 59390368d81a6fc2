import { describe, expect, it } from "vitest"
import { refusedFilesOf, withoutFiles } from "./refused-files"

const refusal = (data: unknown) =>
  Object.assign(new Error("refused"), { status: 400, isAbort: false, response: { message: "x", data } })

const file = (name: string) => new File(["x"], name)

describe("a message's refused files", () => {
  it("reads the positions of the refused files from the server's answer", () => {
    const err = refusal({
      files: {
        code: "validation_file_refused",
        params: {
          refused: [
            { index: 1, name: "app.js", problem: "…" },
            { index: 3, name: "page.html", problem: "…" },
          ],
        },
      },
    })
    expect(refusedFilesOf(err)).toEqual([1, 3])
  })

  it("finds none in any other error", () => {
    expect(refusedFilesOf(new Error("offline"))).toEqual([])
    expect(refusedFilesOf(refusal({ body: { code: "validation_required" } }))).toEqual([])
    expect(refusedFilesOf(refusal({ files: { params: { refused: [{ index: "1" }, null] } } }))).toEqual([])
  })

  it("keeps the text and the other files, and leaves nothing to send when only refused files were sent", () => {
    const draft = { body: "Our files", files: [file("logo.png"), file("app.js")], internal: false }
    expect(withoutFiles(draft, [1])?.files.map((f) => f.name)).toEqual(["logo.png"])
    expect(withoutFiles(draft, [1])?.body).toBe("Our files")
    expect(withoutFiles({ ...draft, body: " " }, [0, 1])).toBeNull()
    expect(withoutFiles({ ...draft, body: "" }, [1])?.files).toHaveLength(1)
  })
})
