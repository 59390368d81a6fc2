/**
 * BrandMark is the studio's square logo, the same on the website, the auth screen and the app; the
 * name beside it is the accessible text. `onDark` swaps its colours for a dark background.
 */
export function BrandMark({ size = 32, onDark = false }: { size?: number; onDark?: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill={onDark ? "#f5d90a" : "#141412"} />
      <path d="M9 22V10h3v9.4h7V22z" fill={onDark ? "#141412" : "#f5d90a"} />
    </svg>
  )
}
