// Turns every image in ui/images-src/<group>/ into the files the site serves, and writes the manifest
// ui/src/content/image-manifest.json (names, intrinsic sizes, widths; typed by image-manifest.ts) that the
// content files use, with each source's content hash.
//   portfolio/, brands/, marks/ -> ui/public/images/<group>/<name>-<width>.avif|.webp, responsive widths
//   meta/og-image.*     -> ui/public/og-image.png (1200x630);  meta/icon.* -> PNG app icons
// Drop a PNG/JPEG/WebP/AVIF/SVG into a group folder (replacing the drawing of the same name, or under a
// new name referenced from ui/src/content/gallery.ts or brand-strip.json) and run `npm run images`. Unchanged sources are
// skipped by content hash, so the build runs this at almost no cost.
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { extname, join } from "node:path"
import { fileURLToPath } from "node:url"
import * as prettier from "prettier"
import sharp from "sharp"

const repo = fileURLToPath(new URL("..", import.meta.url))
const srcRoot = join(repo, "ui/images-src")
const publicRoot = join(repo, "ui/public")
const manifestPath = join(repo, "ui/src/content/image-manifest.json")
const sourceExt = new Set([".svg", ".png", ".jpg", ".jpeg", ".webp", ".avif", ".tif", ".tiff"])

/** Responsive groups: the widths each image is cut to (never upscaled) and the encoder settings. */
const groups = {
  portfolio: { widths: [640, 960, 1280] },
  brands: { widths: [300, 600] },
  marks: { widths: [48, 96] },
}
const encoders = { avif: { quality: 52, effort: 5 }, webp: { quality: 80, effort: 5 } }
/** Fixed-size files made from meta/<name>.*: [file under ui/public, width, height]. */
const metaOutputs = {
  "og-image": [["og-image.png", 1200, 630]],
  icon: [
    ["icon-192.png", 192, 192],
    ["icon-512.png", 512, 512],
    ["apple-touch-icon.png", 180, 180],
  ],
}
const settingsKey = JSON.stringify({ groups, encoders, metaOutputs })

const slug = (file) =>
  file
    .slice(0, -extname(file).length)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

function sources(group) {
  const dir = join(srcRoot, group)
  if (!existsSync(dir)) return []
  const seen = new Map()
  for (const file of readdirSync(dir).sort()) {
    if (!sourceExt.has(extname(file).toLowerCase())) continue
    const name = slug(file)
    if (seen.has(name))
      throw new Error(
        `ui/images-src/${group}: "${seen.get(name)}" and "${file}" both make "${name}"; keep one.`,
      )
    seen.set(name, file)
  }
  return [...seen].map(([name, file]) => ({ name, path: join(dir, file) }))
}

const hashOf = (path) =>
  createHash("sha256").update(readFileSync(path)).update(settingsKey).digest("hex").slice(0, 16)

function previousHashes() {
  if (!existsSync(manifestPath)) return {}
  return JSON.parse(readFileSync(manifestPath, "utf8")).sourceHashes ?? {}
}

async function main() {
  const before = previousHashes()
  const hashes = {}
  const entries = {}
  let made = 0

  for (const [group, { widths }] of Object.entries(groups)) {
    const outDir = join(publicRoot, "images", group)
    mkdirSync(outDir, { recursive: true })
    const keep = new Set()
    for (const { name, path } of sources(group)) {
      const key = `${group}/${name}`
      const meta = await sharp(path).metadata()
      const fit = widths.filter((w) => w <= meta.width)
      const cut = fit.length ? fit : [meta.width]
      const height = (w) => Math.round((meta.height * w) / meta.width)
      const files = cut.flatMap((w) => Object.keys(encoders).map((fmt) => `${name}-${w}.${fmt}`))
      files.forEach((f) => keep.add(f))
      hashes[key] = hashOf(path)
      entries[key] = { width: meta.width, height: meta.height, widths: cut }
      if (before[key] === hashes[key] && files.every((f) => existsSync(join(outDir, f)))) continue
      for (const w of cut) {
        for (const [fmt, options] of Object.entries(encoders)) {
          await sharp(path)
            .resize(w, height(w))
            .toFormat(fmt, options)
            .toFile(join(outDir, `${name}-${w}.${fmt}`))
          made += 1
        }
      }
    }
    for (const f of readdirSync(outDir)) if (!keep.has(f)) rmSync(join(outDir, f)) // a removed source
  }

  for (const [name, outputs] of Object.entries(metaOutputs)) {
    const source = sources("meta").find((s) => s.name === name)
    if (!source) throw new Error(`ui/images-src/meta/${name}.* is missing; run npm run images:mockups.`)
    const key = `meta/${name}`
    hashes[key] = hashOf(source.path)
    if (before[key] === hashes[key] && outputs.every(([f]) => existsSync(join(publicRoot, f)))) continue
    for (const [file, w, h] of outputs) {
      await sharp(source.path)
        .resize(w, h, { fit: "cover" })
        .png({ compressionLevel: 9, palette: w > 512 })
        .toFile(join(publicRoot, file))
      made += 1
    }
  }

  // sourceHashes: each source's content hash with the encoder settings, so unchanged sources are not re-encoded.
  const body = JSON.stringify({ images: entries, sourceHashes: hashes }, null, 2)
  // Formatted like the rest of the code, so `prettier --check` passes and the file only changes with the images.
  const config = (await prettier.resolveConfig(manifestPath)) ?? {}
  const formatted = await prettier.format(body, { ...config, filepath: manifestPath })
  if (!existsSync(manifestPath) || readFileSync(manifestPath, "utf8") !== formatted)
    writeFileSync(manifestPath, formatted)
  console.log(`images: ${Object.keys(entries).length} responsive sources, ${made} files written`)
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
