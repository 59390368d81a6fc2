// The search pairs of bench/api and bench/guard (listed with the others by bench/list-cases.mjs). A search is what
// people type in the admin orders list or in My Orders: a word, or a word and the beginning of a second one.
// The two-word cases (issue 43) draw both words from the seeded orders' own titles and companies (list-world.mjs
// samples them), the second cut to its first 1 to 4 letters: thousands of different searches, so nearly every
// request is one the page cache has not seen, as when people type. The older cases draw from a short list and
// mostly measure the cache. In the two-word cases stock PocketBase is asked the same words, each with `~` on the title
// or the company and all of them required, which is what the product's search means; the older cases ask it the
// whole search as one `~` (the same for one word).

// a brand's first word and the start of its second (the seed's brand lists), or the start of a word alone
const brandWords = [
  "noir",
  "velvet",
  "atlas",
  "solstice",
  "kinfolk",
  "drift",
  "ember",
  "loom",
  "common",
  "wild",
]
const brandNext = ["stu", "app", "sup", "ate", "col", "goo", "lab", "wea", "hou", "clu", "thr", "out", "kni"]
const pick = (list) => list[Math.floor(Math.random() * list.length)]
const upTo = (n) => 1 + Math.floor(Math.random() * Math.max(1, n))
const randomSearch = () => (Math.random() < 0.5 ? `${pick(brandWords)} ${pick(brandNext)}` : pick(brandWords))

/** twoWords draws a word of one sampled order and the first 1 to 4 letters of a word of another. */
export function twoWords(sample) {
  const word = () => pick(pick(sample.filter((words) => words.length > 0)))
  return `${word()} ${word().slice(0, upTo(4))}`
}

/** stockSearch is the stock filter of a search: every word in the title or the company name. */
const inOrder = (text) => `(title ~ '${text}' || company_name ~ '${text}')`
export const stockSearch = (q) => q.split(" ").map(inOrder).join(" && ")

/**
 * searchCases returns the search pairs; sides holds list-cases.mjs's makers of the admin list's and stock's
 * requests (admin, stockOrders: a query string each), My Orders' route path (portalOrders) and stock's list of the
 * client's orders (myOrders: a filter).
 */
export function searchCases(world, { admin, stockOrders, portalOrders, myOrders }) {
  const { tokens, ids, words } = world
  const f = encodeURIComponent
  const client = (filter) => `client = '${ids.client}' && ${filter}`
  return [
    {
      name: "admin_orders_random_search",
      floor: 5,
      product: admin(() => `sort=-created&page=${upTo(3)}&q=${f(randomSearch())}`),
      stock: stockOrders(() => `sort=-created&page=${upTo(3)}&filter=${f(inOrder(randomSearch()))}`),
    },
    // floors from three guard runs each, interleaved, on 2026-11-28 (load 10-11): main's search measured 11.0, 10.3
    // and 7.3× here and 3.0, 2.9 and 2.2× in My Orders; the one-pass search 15.2, 27.7 and 10.1×, and 7.3, 9.3 and
    // 9.0×. At 10 000 orders the admin's old search cost little more than its page, so only My Orders' floor fails
    // main (both lists share the search); bench/api's 100 000 orders tell them apart (docs/performance.md)
    {
      name: "admin_orders_two_word_search",
      floor: 6,
      product: admin(() => `sort=-created&page=${upTo(3)}&q=${f(twoWords(words.all))}`),
      stock: stockOrders(() => `sort=-created&page=${upTo(3)}&filter=${f(stockSearch(twoWords(words.all)))}`),
    },
    {
      name: "my_orders_search",
      floor: 4,
      product: { token: tokens.client, path: () => `${portalOrders}&q=${f(pick(brandWords))}` },
      stock: { stock: true, token: tokens.stock, path: () => myOrders(client(inOrder(pick(brandWords)))) },
    },
    {
      name: "my_orders_two_word_search",
      floor: 5,
      // one brand and a dozen titles make a few thousand searches: a page of 1 to 3 keeps most of them new
      product: {
        token: tokens.client,
        path: () => `${portalOrders}&page=${upTo(3)}&q=${f(twoWords(words.client))}`,
      },
      stock: {
        stock: true,
        token: tokens.stock,
        path: () => myOrders(client(stockSearch(twoWords(words.client)))) + `&page=${upTo(3)}`,
      },
    },
  ]
}
