// Garment silhouettes drawn in a 100x100 box, used as product photos in the store mock-ups.

/** @type {Record<string, string>} */
export const garmentPaths = {
  tee: "M22 22 L40 13 Q50 22 60 13 L78 22 L92 40 L78 48 L74 42 L74 90 L26 90 L26 42 L22 48 L8 40 Z",
  hoodie: "M32 20 Q50 2 68 20 L82 27 L94 62 L80 65 L76 48 L76 92 L24 92 L24 48 L20 65 L6 62 L18 27 Z",
  pants: "M28 8 L72 8 L78 92 L57 92 L50 38 L43 92 L22 92 Z",
  cap: "M18 62 Q20 30 50 28 Q80 30 82 62 Z M10 62 L70 62 Q96 62 92 71 L14 71 Z",
  tote: "M22 38 L78 38 L82 92 L18 92 Z M36 38 Q36 14 50 14 Q64 14 64 38 L59 38 Q59 20 50 20 Q41 20 41 38 Z",
  dress: "M40 8 L60 8 L63 30 L82 92 L18 92 L37 30 Z",
  coat: "M34 10 L66 10 L84 24 L90 90 L72 90 L70 46 L68 94 L32 94 L30 46 L28 90 L10 90 L16 24 Z",
}

/** garment returns an SVG group drawing `kind` at (x, y) scaled to `size`, filled with `fill`. */
export function garment(kind, x, y, size, fill) {
  const d = garmentPaths[kind] ?? garmentPaths.tee
  const s = size / 100
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="${d}" fill="${fill}" fill-rule="evenodd"/></g>`
}
