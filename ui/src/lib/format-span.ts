/** spanWords says a running time as "41 h 12 min" (a negative one as its size). */
export function spanWords(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000)
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}
