import type { Plugin } from "vite"
import contract from "../../pb_hooks/lib/price.json"
import { PROMISE_WORDS } from "../../ui/src/content/promise"
import { money } from "../../ui/src/lib/format-money"

/**
 * contractHtml fills the contracts' placeholders of index.html: %promise.<word>% with the launch promise's words
 * (ui/src/content/promise.ts), at build time. The price stays the server's slots (@@ld.price…@@, which internal/site
 * fills with the price it charges); only the dev server, which has no Go in front of it, fills them, with the
 * contract's price.
 */
export function contractHtml(): Plugin {
  let serving = false
  return {
    name: "launchdesk:contract-html",
    configResolved(config) {
      serving = config.command === "serve"
    },
    transformIndexHtml(html) {
      html = html.replace(/%promise\.(\w+)%/g, (_, word: string) => {
        const said = (PROMISE_WORDS as Record<string, string>)[word]
        if (said === undefined)
          throw new Error(`index.html: the promise has no word "${word}" (promise_words.json)`)
        return said
      })
      if (!serving) return html
      const slots: Record<string, string> = {
        price: money(contract.cents, contract.currency),
        "price.json": JSON.stringify({ cents: contract.cents, currency: contract.currency }),
      }
      return html.replace(/@@ld\.(price[a-z.]*)@@/g, (slot, name: string) => slots[name] ?? slot)
    },
  }
}
