import { numberFormat } from "./intl"

/** formatNumber renders a count or an amount with thousands separators: 1032 → "1,032". */
export function formatNumber(value: number): string {
  return numberFormat("plain").format(value)
}
