import { describe, expect, it } from "vitest"
import { displayName, fileKind, isImage } from "./file-names"

describe("file names", () => {
  it("drops the suffix PocketBase adds to stored names", () => {
    expect(displayName("logo_a1b2c3d4e5.png")).toBe("logo.png")
    expect(displayName("brief_final_0123456789.pdf")).toBe("brief_final.pdf")
    expect(displayName("README_abcdefghij")).toBe("README")
  })

  it("gives thumbnails to the images PocketBase can resize", () => {
    expect(isImage("a_0123456789.JPG")).toBe(true)
    expect(isImage("a_0123456789.pdf")).toBe(false)
    expect(isImage("a_0123456789.svg")).toBe(false)
  })

  it("names the kind of a file without a thumbnail", () => {
    expect(fileKind("brief_0123456789.pdf")).toBe("PDF")
    expect(fileKind("README_abcdefghij")).toBe("FILE")
  })
})
