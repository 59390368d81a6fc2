// How a brand photographs its products, so that no two stores look like one template with new colours:
//   studio  - seamless paper with a soft light and a floor shadow
//   flatlay - laid flat on a textured table, slightly turned, with a soft shadow
//   hanger  - hanging from a rail on a plain wall
//   line    - ink drawings on paper (an illustrated catalogue)
//   room    - a wall and a floor in two tones, the piece standing in the light
// and which print its fabrics carry (stripes, check, twill, dots, a chest graphic or none).
import { garment } from "./garments.mjs"
import { mix } from "./colour.mjs"

/** defs returns the <defs> (gradients, textures, prints, blur) a brand's drawing uses, ids prefixed by its file. */
export function defs(b) {
  const id = (n) => `${b.file}-${n}`
  const ink = b.ink
  const prints = {
    stripes: `<pattern id="${id("print")}" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="3" fill="${ink}" opacity="0.22"/></pattern>`,
    check: `<pattern id="${id("print")}" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="4" fill="${ink}" opacity="0.16"/><rect width="4" height="12" fill="${ink}" opacity="0.16"/></pattern>`,
    twill: `<pattern id="${id("print")}" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="1.2" height="4" fill="#ffffff" opacity="0.18"/></pattern>`,
    dots: `<pattern id="${id("print")}" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="1.5" fill="#ffffff" opacity="0.6"/></pattern>`,
  }
  return [
    "<defs>",
    `<radialGradient id="${id("light")}" cx="50%" cy="38%" r="70%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${id("fade")}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient>`,
    `<pattern id="${id("grain")}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="1" height="6" fill="${ink}" opacity="0.06"/></pattern>`,
    `<filter id="${id("soft")}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.4"/></filter>`,
    prints[b.print] ?? "",
    "</defs>",
  ].join("")
}

const printOf = (b) =>
  b.print && b.print !== "graphic" && b.print !== "none" ? `url(#${b.file}-print)` : undefined

// A small chest graphic (a sun, a wave or a bolt) for brands whose tees carry a print.
function graphic(b, kind, x, y, size) {
  if (b.print !== "graphic" || !["tee", "hoodie", "sweater"].includes(kind)) return ""
  const cx = x + size * 0.5
  const cy = y + size * 0.42
  const r = size * 0.09
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${b.accent}"/><rect x="${cx - r * 1.6}" y="${cy + r * 1.3}" width="${r * 3.2}" height="${r * 0.45}" fill="${b.accent}"/>`
}

/** piece draws one product of brand b (kind, tinted `tint`) in a size x size square at (x, y), in the brand's way. */
export function piece(b, kind, x, y, size, tint) {
  const line = mix(tint, b.ink, 0.55)
  if (b.imagery === "line") return garment(kind, x, y, size, "none", { outline: b.ink })
  const g = garment(kind, x, y, size, tint, { line, pattern: printOf(b) }) + graphic(b, kind, x, y, size)
  if (b.imagery === "flatlay") {
    const turn = (kind.length % 3) * 4 - 4
    const c = `${x + size / 2} ${y + size / 2}`
    const shadow = garment(kind, x + size * 0.025, y + size * 0.04, size, "#000000")
    return `<g transform="rotate(${turn} ${c})"><g opacity="0.22" filter="url(#${b.file}-soft)">${shadow}</g>${g}</g>`
  }
  if (b.imagery === "hanger") {
    const hx = x + size / 2
    const hook = `<path d="M${hx} ${y - size * 0.02} q0 -${size * 0.08} ${size * 0.05} -${size * 0.08}" fill="none" stroke="${b.ink}" stroke-width="${size * 0.015}" opacity="0.7"/><path d="M${hx - size * 0.3} ${y + size * 0.14} L${hx} ${y - size * 0.02} L${hx + size * 0.3} ${y + size * 0.14}" fill="none" stroke="${b.ink}" stroke-width="${size * 0.02}" opacity="0.6"/>`
    return hook + g
  }
  return g
}

/** shot draws a product photo: its backdrop (per the brand's imagery) and the piece, in a w x h card at (x, y). */
export function shot(b, kind, x, y, w, h, tint, { radius = 0 } = {}) {
  const size = Math.min(w, h) * (b.imagery === "flatlay" ? 0.7 : 0.62)
  const px = x + (w - size) / 2
  const py = y + (h - size) / 2 + (b.imagery === "hanger" ? h * 0.06 : 0)
  const card = (fill) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"/>`
  const floor = (fill) =>
    `<ellipse cx="${x + w / 2}" cy="${py + size * 0.97}" rx="${size * 0.36}" ry="${size * 0.05}" fill="${fill}" opacity="0.18" filter="url(#${b.file}-soft)"/>`
  const pieceTint = mix(tint, b.ink, 0.28)
  switch (b.imagery) {
    case "studio":
      return [
        card(tint),
        card(`url(#${b.file}-light)`),
        floor("#000000"),
        piece(b, kind, px, py, size, pieceTint),
      ].join("")
    case "flatlay":
      return [card(tint), card(`url(#${b.file}-grain)`), piece(b, kind, px, py, size, pieceTint)].join("")
    case "hanger":
      return [
        card(tint),
        `<rect x="${x}" y="${y + h * 0.1}" width="${w}" height="${h * 0.018}" fill="${b.ink}" opacity="0.35"/>`,
        piece(b, kind, px, py, size, pieceTint),
      ].join("")
    case "line":
      return [card(mix(b.bg, tint, 0.5)), piece(b, kind, px, py, size, pieceTint)].join("")
    default: // room
      return [
        card(tint),
        `<rect x="${x}" y="${y + h * 0.7}" width="${w}" height="${h * 0.3}" fill="${mix(tint, b.ink, 0.12)}"/>`,
        card(`url(#${b.file}-fade)`),
        floor("#000000"),
        piece(b, kind, px, py, size, pieceTint),
      ].join("")
  }
}
