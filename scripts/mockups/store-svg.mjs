// Draws a desktop screenshot of a fictional clothing store as SVG: browser bar, announcement,
// navigation, a hero in one of three layouts, and a product grid. Sharp renders it to pixels.
import { mix, onColour } from "./colour.mjs"
import { defs, shot } from "./imagery.mjs"

export { mix }

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

function text(x, y, size, fill, content, { font, weight = 400, anchor = "start", spacing = 0 }) {
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}">${esc(content)}</text>`
}

function chrome(b, W, c) {
  const dots = ["#ff5f57", "#febc2e", "#28c840"].map(
    (f, i) => `<circle cx="${c * 0.6 + i * c * 0.42}" cy="${c / 2}" r="${c * 0.13}" fill="${f}"/>`,
  )
  const pillW = W * 0.34
  return [
    `<rect width="${W}" height="${c}" fill="#e9e7e3"/>`,
    ...dots,
    `<rect x="${(W - pillW) / 2}" y="${c * 0.2}" width="${pillW}" height="${c * 0.6}" rx="${c * 0.3}" fill="#ffffff"/>`,
    text(W / 2, c * 0.62, c * 0.32, "#55534e", b.domain, {
      font: "Liberation Sans, sans-serif",
      anchor: "middle",
    }),
  ].join("")
}

// Places links one after another, using an average glyph width, so gaps look even.
function linkRow(links, x0, y, size, fill) {
  let x = x0
  return links.map((l) => {
    const out = text(x, y, size, fill, l, { font: "Liberation Sans, sans-serif" })
    x += l.length * size * 0.52 + size * 2.2
    return out
  })
}

function nav(b, W, y, n) {
  const f = { font: b.font }
  const links = b.nav
  return [
    `<rect y="${y}" width="${W}" height="${n}" fill="${b.bg}"/>`,
    text(W * 0.04, y + n * 0.62, n * 0.36, b.ink, b.name, {
      ...f,
      weight: 700,
      spacing: b.upper ? n * 0.05 : 0,
    }),
    ...linkRow(links, W * 0.4, y + n * 0.58, n * 0.2, b.ink),
    `<circle cx="${W * 0.9}" cy="${y + n / 2}" r="${n * 0.14}" fill="none" stroke="${b.ink}" stroke-width="${n * 0.035}"/>`,
    `<rect x="${W * 0.935}" y="${y + n * 0.34}" width="${n * 0.28}" height="${n * 0.32}" rx="${n * 0.04}" fill="${b.ink}"/>`,
    `<rect y="${y + n - 1}" width="${W}" height="1" fill="${mix(b.bg, b.ink, 0.12)}"/>`,
  ].join("")
}

function heroText(b, x, y, w, h, anchor = "start") {
  const size = Math.min(w * 0.1, h * 0.16)
  const btnW = size * 3.6
  const bx = anchor === "middle" ? x - btnW / 2 : x
  return [
    text(x, y + h * 0.36, size * 0.32, b.accent === b.ink ? mix(b.ink, b.bg, 0.4) : b.accent, "NEW SEASON", {
      font: "Liberation Sans, sans-serif",
      weight: 700,
      anchor,
      spacing: size * 0.06,
    }),
    text(x, y + h * 0.36 + size * 1.2, size, b.ink, b.headline, { font: b.font, weight: 700, anchor }),
    text(x, y + h * 0.36 + size * 2.05, size * 0.38, mix(b.ink, b.bg, 0.3), b.sub, {
      font: "Liberation Sans, sans-serif",
      anchor,
    }),
    `<rect x="${bx}" y="${y + h * 0.36 + size * 2.6}" width="${btnW}" height="${size * 0.95}" rx="${b.upper ? 0 : size * 0.47}" fill="${b.accent}"/>`,
    text(bx + btnW / 2, y + h * 0.36 + size * 3.18, size * 0.34, onColour(b.accent), "Shop now", {
      font: "Liberation Sans, sans-serif",
      weight: 700,
      anchor: "middle",
    }),
  ].join("")
}

function hero(b, W, y, h) {
  const kinds = b.products.map((p) => p.kind)
  const photo = (x, w, k, i) => shot(b, k, x, y, w, h, b.tints[i % b.tints.length])
  if (b.layout === "full") {
    return [
      `<rect y="${y}" width="${W}" height="${h}" fill="${b.soft}"/>`,
      photo(0, W * 0.28, kinds[0], 0),
      photo(W * 0.72, W * 0.28, kinds[2], 2),
      heroText(b, W / 2, y, W * 0.4, h, "middle"),
    ].join("")
  }
  if (b.layout === "editorial") {
    return [
      `<rect y="${y}" width="${W}" height="${h}" fill="${b.bg}"/>`,
      photo(0, W * 0.28, kinds[0], 0),
      photo(W * 0.28, W * 0.27, kinds[3], 3),
      heroText(b, W * 0.6, y, W * 0.38, h),
    ].join("")
  }
  return [
    `<rect y="${y}" width="${W}" height="${h}" fill="${b.bg}"/>`,
    heroText(b, W * 0.05, y, W * 0.42, h),
    photo(W * 0.5, W * 0.5, kinds[1], 1),
  ].join("")
}

function products(b, W, y, h) {
  const pad = W * 0.04
  const gap = W * 0.02
  const cardW = (W - pad * 2 - gap * 3) / 4
  const titleH = h * 0.16
  const imgH = Math.min(cardW * 1.1, h - titleH - h * 0.2)
  const f = { font: "Liberation Sans, sans-serif" }
  const cards = b.products.map((p, i) => {
    const x = pad + i * (cardW + gap)
    const top = y + titleH
    const radius = b.upper ? 0 : cardW * 0.03
    return [
      shot(b, p.kind, x, top, cardW, imgH, b.tints[i % b.tints.length], { radius }),
      text(x, top + imgH + h * 0.08, h * 0.055, b.ink, p.name, { ...f, weight: 700 }),
      text(x, top + imgH + h * 0.15, h * 0.05, mix(b.ink, b.bg, 0.35), p.price, f),
    ].join("")
  })
  return [
    `<rect y="${y}" width="${W}" height="${h}" fill="${b.bg}"/>`,
    text(pad, y + titleH * 0.7, h * 0.075, b.ink, b.shelf, { font: b.font, weight: 700 }),
    text(W - pad, y + titleH * 0.7, h * 0.05, b.ink, "View all", { ...f, anchor: "end" }),
    ...cards,
  ].join("")
}

/** storeSvg returns the SVG source of brand `b`'s home page at W x H pixels. */
export function storeSvg(b, W, H) {
  const c = H * 0.055
  const a = H * 0.035
  const n = H * 0.085
  const h = H * 0.4
  const y0 = c + a + n
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    defs(b),
    `<rect width="${W}" height="${H}" fill="${b.bg}"/>`,
    chrome(b, W, c),
    `<rect y="${c}" width="${W}" height="${a}" fill="${b.accent}"/>`,
    text(W / 2, c + a * 0.68, a * 0.42, onColour(b.accent), b.banner, {
      font: "Liberation Sans, sans-serif",
      anchor: "middle",
      spacing: a * 0.02,
    }),
    nav(b, W, c + a, n),
    hero(b, W, y0, h),
    products(b, W, y0 + h, H - y0 - h),
    `</svg>`,
  ].join("")
}
