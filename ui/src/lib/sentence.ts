/**
 * sentence ends text with a full stop unless it already ends with one (or with ! ? …), so a sentence that ends
 * with a name such as "Drift Supply Co." gets no second one (the hooks' lib/order_texts.js sentence() in the UI).
 */
export function sentence(text: string): string {
  const s = text.trimEnd()
  return /[.!?…]$/.test(s) ? s : `${s}.`
}
