// Writes the project's own store mock-ups (SVG) into the image source folder ui/images-src:
// 4 portfolio projects, 13 brand stores, the brand marks of the hero card, the Open Graph card and the app icon.
// `npm run images` then turns everything in that folder into the AVIF/WebP/PNG files the site serves.
// Run it only to regenerate the drawings: real screenshots dropped into ui/images-src replace them.
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { runnerImport } from "vite"
import { portfolioBrands } from "./mockups/brands.mjs"
import { brandMarks } from "./mockups/marks.mjs"
import { stripBrands } from "./mockups/strip-brands.mjs"
import { storeSvg } from "./mockups/store-svg.mjs"

const root = fileURLToPath(new URL("../ui/images-src/", import.meta.url))

function write(group, name, svg) {
  mkdirSync(join(root, group), { recursive: true })
  writeFileSync(join(root, group, `${name}.svg`), `${svg}\n`)
}

for (const b of portfolioBrands) write("portfolio", b.file, storeSvg(b, 1600, 1000))
for (const b of stripBrands) write("brands", b.file, storeSvg(b, 1200, 900))
for (const [file, draw] of Object.entries(brandMarks)) write("marks", file, draw())

const sans = "Liberation Sans, DejaVu Sans, sans-serif"
const mark = (x, y, s) =>
  `<g transform="translate(${x} ${y}) scale(${s / 32})"><rect width="32" height="32" rx="7" fill="#f5d90a"/><path d="M9 22V10h3v9.4h7V22z" fill="#141412"/></g>`

// The Open Graph card: the promise on the left, a store mock-up on the right. Its price and promise are the content's
// (the contracts pb_hooks/lib/price.json and promise_words.json, as ui/src/content/offer.ts says them): a drawing
// made once, so it shows the contract's price, not a PRICE_CENTS the server may charge over it.
const content = (file) =>
  runnerImport(fileURLToPath(new URL(`../ui/src/content/${file}`, import.meta.url)), {
    configFile: false,
    logLevel: "warn",
    define: { __PRICE_SLOTS__: "false" },
  }).then((m) => m.module)
const { offer } = await content("offer.ts")
const { PROMISE_WORDS } = await content("promise.ts")
const shot = storeSvg(portfolioBrands[0], 1600, 1000).replace(
  'width="1600" height="1000"',
  'x="600" y="150" width="560" height="350"',
)
write(
  "meta",
  "og-image",
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">`,
    `<rect width="1200" height="630" fill="#141412"/>`,
    `<rect x="588" y="138" width="584" height="374" rx="14" fill="#2a2a27"/>`,
    shot,
    mark(64, 64, 56),
    `<text x="136" y="103" font-family="${sans}" font-size="34" font-weight="700" fill="#f6f3ee">launchdesk</text>`,
    `<text font-family="${sans}" font-size="58" font-weight="700" fill="#f6f3ee" letter-spacing="-1.5"><tspan x="64" y="250">Your brand's</tspan><tspan x="64" y="318">online store,</tspan><tspan x="64" y="386">live in ${PROMISE_WORDS.hours}.</tspan></text>`,
    `<rect x="64" y="452" width="360" height="64" rx="32" fill="#f5d90a"/>`,
    `<text x="244" y="493" font-family="${sans}" font-size="26" font-weight="700" fill="#141412" text-anchor="middle">${offer.priceLabel} flat · ${offer.turnaround}</text>`,
    `<text x="64" y="578" font-family="${sans}" font-size="22" fill="#b9b5ab">Custom themes for clothing brands · 30+ launched</text>`,
    `</svg>`,
  ].join(""),
)

// The app icon: full-bleed so platforms can round it themselves.
write(
  "meta",
  "icon",
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 32 32"><rect width="32" height="32" fill="#141412"/><path d="M9 22V10h3v9.4h7V22z" fill="#f5d90a"/></svg>`,
)

console.log(
  `wrote ${portfolioBrands.length} portfolio, ${stripBrands.length} brand, ${Object.keys(brandMarks).length} mark, og and icon drawings to ${root}`,
)
