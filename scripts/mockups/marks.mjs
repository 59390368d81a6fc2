// The brand marks of the hero's "Join 30+ brands" card: a logo per brand, drawn on a 192 px square that the
// page shows as a 44 px roundel (so everything important sits inside the central circle).
import { sans, serif } from "./fonts.mjs"

const S = 192
const C = S / 2
const svg = (bg, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}"><rect width="${S}" height="${S}" fill="${bg}"/>${body}</svg>`
const text = (x, y, size, fill, content, { font = sans, weight = 700, spacing = 0, style = "normal" } = {}) =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" font-style="${style}" fill="${fill}" text-anchor="middle" letter-spacing="${spacing}">${content}</text>`

// A sun of 12 rays over a horizon: Pale Fire Goods' hand-printed look.
function sun(cx, cy, r, fill) {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6
    const [x1, y1] = [cx + Math.cos(a) * r * 1.35, cy + Math.sin(a) * r * 1.35]
    const [x2, y2] = [cx + Math.cos(a) * r * 1.8, cy + Math.sin(a) * r * 1.8]
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${fill}" stroke-width="5" stroke-linecap="round"/>`
  })
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>${rays.join("")}`
}

// Three rolling waves: Coastline Club.
const waves = (y, fill) =>
  [0, 14, 28]
    .map(
      (dy) =>
        `<path d="M46 ${y + dy} q12.5 -10 25 0 t25 0 t25 0 t25 0" fill="none" stroke="${fill}" stroke-width="6" stroke-linecap="round"/>`,
    )
    .join("")

/** The marks by brand file: each returns the SVG source of the brand's logo roundel. */
export const brandMarks = {
  "oda-studio": () =>
    svg(
      "#fbfaf7",
      text(C, 104, 56, "#111111", "ODA", { spacing: 6 }) +
        `<rect x="58" y="116" width="76" height="3" fill="#111111"/>` +
        text(C, 140, 16, "#111111", "STUDIO", { weight: 400, spacing: 7 }),
    ),
  "pale-fire": () =>
    svg(
      "#f7efe2",
      sun(C, 86, 22, "#d2491c") +
        `<rect x="40" y="100" width="112" height="44" fill="#f7efe2"/><rect x="44" y="100" width="104" height="5" rx="2.5" fill="#4a2413"/>` +
        text(C, 138, 22, "#4a2413", "PALE FIRE", { font: serif, spacing: 2 }),
    ),
  "loom-lark": () =>
    svg(
      "#6b8f5e",
      `<circle cx="${C}" cy="${C}" r="66" fill="none" stroke="#f3f5ee" stroke-width="3"/><circle cx="${C}" cy="${C}" r="58" fill="none" stroke="#f3f5ee" stroke-width="1.5"/>` +
        text(C, 114, 52, "#f3f5ee", "L&amp;L", { font: serif, style: "italic" }) +
        text(C, 136, 10, "#f3f5ee", "HANDWOVEN", { weight: 400, spacing: 2 }),
    ),
  "coastline-club": () =>
    svg(
      "#083358",
      text(C, 70, 17, "#f2b705", "COASTLINE", { spacing: 3 }) +
        waves(92, "#e9f6ff") +
        text(C, 150, 20, "#f2b705", "CLUB", { spacing: 6 }),
    ),
}
