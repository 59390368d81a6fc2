const strokes = {
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  arrowLeft: "M19 12H5M11 6l-6 6 6 6",
  calendar: "M4 6.5h16v13.5H4zM4 10.5h16M8.5 3.5v4M15.5 3.5v4",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  check: "M5 12.5l4.5 4.5L19 7.5",
  plus: "M12 5v14M5 12h14",
  instagram:
    "M7.5 3.5h9a4 4 0 0 1 4 4v9a4 4 0 0 1-4 4h-9a4 4 0 0 1-4-4v-9a4 4 0 0 1 4-4zM12 8.2a3.8 3.8 0 1 0 0 7.6 3.8 3.8 0 0 0 0-7.6zM17.2 6.8v.01",
  linkedin:
    "M5 3.5h14a1.5 1.5 0 0 1 1.5 1.5v14a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19V5A1.5 1.5 0 0 1 5 3.5zM8 10.5v6M8 7.5v.01M11.5 16.5v-6M11.5 13.2c0-1.8 1-2.8 2.4-2.8s2.4 1 2.4 2.8v3.3",
  tiktok: "M14 3.5v11a3.5 3.5 0 1 1-3.5-3.5M14 3.5c.4 2.6 2.1 4.3 4.8 4.6",
  x: "M4.5 4h4.2l10.8 16h-4.2zM19 4l-6.1 7M5 20l6.1-7",
} as const

const fills = {
  star: "M12 3.2l2.6 5.4 5.9.8-4.3 4.1 1 5.9L12 16.6l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z",
} as const

/** The name of a drawn glyph. */
export type IconName = keyof typeof strokes | keyof typeof fills

/** Icon draws a decorative 24-unit glyph; the text beside it carries the meaning. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  const filled = name in fills
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={filled ? fills[name as keyof typeof fills] : strokes[name as keyof typeof strokes]} />
    </svg>
  )
}
