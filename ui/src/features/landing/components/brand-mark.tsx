/** BrandMark is the studio's square logo; the name beside it is the accessible text. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill="#141412" />
      <path d="M9 22V10h3v9.4h7V22z" fill="#f5d90a" />
    </svg>
  )
}
