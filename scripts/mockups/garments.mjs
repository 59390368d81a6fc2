// Product silhouettes drawn in a 100x100 box, with the seams and trims that make each one read as
// the thing it is (a placket on a shirt, ribbing on a knit, rivets on jeans). The store mock-ups use
// them as product photos; lib imagery.mjs stages them as studio shots, flat lays, hangers or line art.

/** @type {Record<string, string>} */
export const garmentPaths = {
  tee: "M22 22 L40 13 Q50 22 60 13 L78 22 L92 40 L78 48 L74 42 L74 90 L26 90 L26 42 L22 48 L8 40 Z",
  hoodie: "M32 20 Q50 2 68 20 L82 27 L94 62 L80 65 L76 48 L76 92 L24 92 L24 48 L20 65 L6 62 L18 27 Z",
  pants: "M28 8 L72 8 L78 92 L57 92 L50 38 L43 92 L22 92 Z",
  jeans: "M27 8 L73 8 L80 93 L58 93 L50 36 L42 93 L20 93 Z",
  shorts: "M22 26 L78 26 L86 72 L58 76 L50 48 L42 76 L14 72 Z",
  leggings: "M33 8 L67 8 L66 93 L55 93 L50 34 L45 93 L34 93 Z",
  cap: "M18 62 Q20 30 50 28 Q80 30 82 62 Z M10 62 L70 62 Q96 62 92 71 L14 71 Z",
  beanie:
    "M20 70 Q18 24 50 22 Q82 24 80 70 Z M16 68 L84 68 L84 84 L16 84 Z M46 22 A6 6 0 1 1 54 22 A6 6 0 1 1 46 22 Z",
  tote: "M22 38 L78 38 L82 92 L18 92 Z M36 38 Q36 14 50 14 Q64 14 64 38 L59 38 Q59 20 50 20 Q41 20 41 38 Z",
  dress: "M40 8 L60 8 L63 30 L82 92 L18 92 L37 30 Z",
  slipdress: "M38 6 L40 6 L42 24 L58 24 L60 6 L62 6 L64 30 L76 92 L24 92 L36 30 Z",
  coat: "M34 10 L66 10 L84 24 L90 90 L72 90 L70 46 L68 94 L32 94 L30 46 L28 90 L10 90 L16 24 Z",
  jacket: "M34 12 L66 12 L84 24 L92 76 L76 78 L72 48 L72 80 L28 80 L28 48 L24 78 L8 76 L16 24 Z",
  shirt:
    "M36 12 L44 10 L50 18 L56 10 L64 12 L82 22 L94 58 L80 62 L74 40 L74 92 L26 92 L26 40 L20 62 L6 58 L18 22 Z",
  sweater: "M30 16 Q50 24 70 16 L84 24 L94 70 L80 72 L76 46 L76 90 L24 90 L24 46 L20 72 L6 70 L16 24 Z",
  scarf: "M28 6 Q40 2 52 6 L50 84 L30 84 Z M54 14 L72 14 L70 90 L52 90 Z",
  socks: "M30 8 L48 8 L48 60 Q48 70 58 74 L74 80 Q84 86 78 92 L44 92 Q30 92 30 76 Z",
  sneaker: "M8 70 L10 52 Q24 50 34 40 L44 36 Q52 48 66 52 L86 58 Q94 62 94 72 L94 78 L8 78 Z",
  romper:
    "M32 10 L44 10 Q50 18 56 10 L68 10 L74 40 L72 62 L80 90 L56 90 L50 70 L44 90 L20 90 L28 62 L26 40 Z",
  polo: "M22 22 L40 12 L46 24 L50 30 L54 24 L60 12 L78 22 L92 40 L78 48 L74 42 L74 90 L26 90 L26 42 L22 48 L8 40 Z",
  cardigan: "M32 12 L50 40 L68 12 L84 24 L92 84 L78 86 L74 46 L74 92 L26 92 L26 46 L22 86 L8 84 L16 24 Z",
  swim: "M26 30 L74 30 L72 52 Q62 60 56 74 L44 74 Q38 60 28 52 Z",
}

/** Seams and trims drawn over a silhouette, in the same 100x100 box (strokes, buttons, rivets). */
const details = {
  hoodie: "M40 20 Q50 32 60 20 M44 30 L44 46 M56 30 L56 46 M34 66 L66 66 L62 80 L38 80 Z",
  jeans: "M27 16 L73 16 M50 8 L50 36 M34 22 Q38 30 46 26 M66 22 Q62 30 54 26 M28 86 L42 86 M58 86 L80 86",
  pants: "M28 16 L72 16 M50 8 L50 36",
  shorts: "M22 34 L78 34 M50 26 L50 46",
  leggings: "M33 16 L67 16 M37 60 L46 60 M54 60 L63 60",
  beanie: "M16 72 L84 72 M16 76 L84 76 M16 80 L84 80 M30 68 L30 84 M42 68 L42 84 M58 68 L58 84 M70 68 L70 84",
  shirt: "M50 18 L50 92 M44 10 L50 18 L56 10 M28 54 L40 54 L40 64 L28 64",
  coat: "M50 10 L50 94 M40 30 L40 30 M34 10 L44 34 L50 30 L56 34 L66 10",
  jacket: "M50 12 L50 80 M34 12 L44 30 L50 26 L56 30 L66 12 M30 52 L42 52 M58 52 L70 52",
  sweater: "M30 16 Q50 28 70 16 M24 84 L76 84 M24 87 L76 87 M78 66 L92 64",
  scarf:
    "M32 84 L32 92 M37 84 L37 92 M42 84 L42 92 M47 84 L47 92 M55 90 L55 97 M60 90 L60 97 M65 90 L65 97 M29 22 L51 22 M29 60 L50 60 M54 30 L72 30 M53 70 L71 70",
  socks: "M30 16 L48 16 M30 20 L48 20 M30 24 L48 24",
  sneaker: "M8 72 L94 72 M40 42 L48 52 M46 40 L54 52 M52 42 L60 54 M70 62 Q80 62 86 66",
  romper: "M44 10 Q50 22 56 10 M50 26 L50 40 M28 62 L72 62",
  polo: "M46 24 L50 30 L54 24 M50 30 L50 44",
  cardigan: "M50 40 L50 92 M26 86 L74 86",
  tote: "M30 56 L70 56",
  cap: "M50 28 L50 62 M34 34 Q42 46 42 62 M66 34 Q58 46 58 62",
  dress: "M37 30 L63 30",
  slipdress: "M36 30 L64 30",
  swim: "M50 30 L50 40",
  tee: "M42 14 Q50 24 58 14",
}

/** Buttons or rivets: [x, y] dots per garment. */
const dots = {
  shirt: [
    [53, 30],
    [53, 46],
    [53, 62],
    [53, 78],
  ],
  coat: [
    [54, 44],
    [54, 58],
    [54, 72],
  ],
  cardigan: [
    [53, 52],
    [53, 64],
    [53, 76],
  ],
  jeans: [
    [30, 24],
    [70, 24],
  ],
  polo: [
    [52, 34],
    [52, 40],
  ],
}

/** garmentKinds lists the kinds garment() knows. */
export const garmentKinds = Object.keys(garmentPaths)

/**
 * garment returns an SVG group drawing `kind` at (x, y) scaled to `size`: the silhouette in `fill`, its seams in
 * `line` (omitted: none), and `pattern` (an SVG paint such as url(#p)) laid over the fabric when given.
 */
export function garment(kind, x, y, size, fill, { line, pattern, outline } = {}) {
  const d = garmentPaths[kind] ?? garmentPaths.tee
  const s = size / 100
  const body = outline
    ? `<path d="${d}" fill="none" stroke="${outline}" stroke-width="1.6" stroke-linejoin="round" fill-rule="evenodd"/>`
    : `<path d="${d}" fill="${fill}" fill-rule="evenodd"/>`
  const print = pattern && !outline ? `<path d="${d}" fill="${pattern}" fill-rule="evenodd"/>` : ""
  const seam = line ?? outline
  const trims =
    seam && details[kind]
      ? `<path d="${details[kind]}" fill="none" stroke="${seam}" stroke-width="${outline ? 1.2 : 1}" stroke-linecap="round" opacity="${outline ? 1 : 0.55}"/>`
      : ""
  const buttons = seam
    ? (dots[kind] ?? []).map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="1.6" fill="${seam}"/>`).join("")
    : ""
  return `<g transform="translate(${x} ${y}) scale(${s})">${body}${print}${trims}${buttons}</g>`
}
