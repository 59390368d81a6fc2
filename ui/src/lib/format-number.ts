// The app writes its figures the American way ("1,032", "$1,500"), as the rest of its English text.
// Number#toLocaleString builds a new Intl.NumberFormat on every call; one is built on first use and kept.
let english: Intl.NumberFormat | null = null

/** formatNumber renders a count or an amount with thousands separators: 1032 → "1,032". */
export function formatNumber(value: number): string {
  english ??= new Intl.NumberFormat("en-US")
  return english.format(value)
}
