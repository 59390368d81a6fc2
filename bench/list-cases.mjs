// The product's lists, each paired with stock PocketBase's list of the same records, for bench/api and
// bench/guard. A pair is measured in one run: the product's request to ./launchdesk (as the admin or the client
// the screen serves), then stock PocketBase (its example app at the version go.mod pins, no hooks or Go code of
// ours, serving a copy of the same seeded data) answering its generic list of the same records to a superuser
// (no API rules, the collection's default counted list), with the same connections and duration. The ratio
// of their throughputs is what the budgets and the guard's floors are about: on a shared, noisy machine both
// sides slow down together, so the ratio moves far less than either figure.
import autocannon from "autocannon"
import { median, percentile } from "./lib.mjs"
import { searchCases } from "./search-cases.mjs"

export { startListWorld } from "./list-world.mjs"

const pick = (list) => list[Math.floor(Math.random() * list.length)]
const upTo = (n) => 1 + Math.floor(Math.random() * Math.max(1, n))

/**
 * listCases returns the pairs. Each has a name, a floor (the least ratio product/stock the guard accepts at 10 000
 * orders: under the lowest of three guard runs against stock PocketBase on a busy machine, and over what the orders
 * list measured with the JS enrich hook put back, 0.4x on random pages; stock PocketBase is relatively faster on
 * 10 000 orders, so these are not the budgets at 100 000 of docs/performance.md, which bench/api measures; a floor under 1
 * marks a list still slower than stock, kept from getting worse) and two sides, each { token, path(), stock? } where
 * path() draws a new request (another page, another search) or repeats one.
 */
export function listCases(world) {
  const { tokens, ids, orders } = world
  const f = encodeURIComponent
  const pages = Math.floor(orders / 20)
  const admin = (query) => ({
    token: tokens.admin,
    path: () => `/api/launchdesk/admin/orders?perPage=20&${query()}`,
  })
  const stockOrders = (query) => ({
    stock: true,
    token: tokens.stock,
    path: () => `/api/collections/orders/records?perPage=20&expand=client&${query()}`,
  })
  const myOrders = (filter) =>
    `/api/collections/orders/records?perPage=50&sort=-created,-id&filter=${f(filter)}`
  // My Orders' own route (the signed-in client's orders, card fields)
  const portalOrders = "/api/launchdesk/portal/orders?perPage=50&sort=-created"
  const statuses = ["pending_approval", "in_progress", "completed"]
  const overdue = "launches_via_order.launched_at = '' && launches_via_order.due_at < @now"
  const messageFields =
    "id,collectionId,collectionName,order,author,body,files,internal,created,updated,expand.author.id,expand.author.name,expand.author.role"
  const thread = `/api/collections/messages/records?perPage=30&sort=-created,-id&expand=author&fields=${f(messageFields)}&filter=${f(`order='${ids.thread}'`)}`
  // My Orders' pages as the reader with token sees them, against stock's list of the demo client's orders
  const myOrdersCase = (name, token) => ({
    name,
    floor: 4,
    product: { token, path: () => `${portalOrders}&page=${upTo(10)}` },
    stock: {
      stock: true,
      token: tokens.stock,
      path: () => myOrders(`client = '${ids.client}'`) + `&page=${upTo(10)}`,
    },
  })
  const notifications = `/api/collections/notifications/records?perPage=50&sort=-created,-id&filter=${f(`user='${ids.client}'`)}`
  return [
    {
      name: "admin_orders_first_page",
      floor: 3,
      product: admin(() => "sort=-created&page=1"),
      stock: stockOrders(() => "sort=-created&page=1"),
    },
    {
      name: "admin_orders_random_pages",
      floor: 0.6,
      product: admin(() => `sort=-created&page=${upTo(pages)}`),
      stock: stockOrders(() => `sort=-created&page=${upTo(pages)}`),
    },
    (() => {
      let status = ""
      const draw = () => ((status = pick(statuses)), upTo(10))
      return {
        name: "admin_orders_status",
        floor: 3,
        product: admin(() => `sort=-created&page=${draw()}&status=${status}`),
        stock: stockOrders(() => `sort=-created&page=${draw()}&filter=${f(`status='${status}'`)}`),
      }
    })(),
    ...searchCases(world, { admin, stockOrders, portalOrders, myOrders }),
    {
      name: "admin_clients",
      floor: 1.5,
      product: {
        token: tokens.admin,
        path: () => `/api/launchdesk/admin/clients?perPage=20&sort=-created&page=${upTo(world.clients / 20)}`,
      },
      stock: {
        stock: true,
        token: tokens.stock,
        path: () =>
          `/api/collections/client_stats/records?perPage=20&sort=-created&page=${upTo(world.clients / 20)}`,
      },
    },
    myOrdersCase("my_orders", tokens.client),
    // the same list to a member of a 20-person brand (bench/guard; bench/api --brand-size 20)
    ...(tokens.member ? [myOrdersCase("my_orders_member", tokens.member)] : []),
    {
      name: "notifications",
      floor: 2,
      product: {
        token: tokens.client,
        path: () => `/api/launchdesk/notifications?perPage=50&page=${upTo(5)}`,
      },
      stock: { stock: true, token: tokens.stock, path: () => `${notifications}&page=${upTo(5)}` },
    },
    {
      name: "thread_messages",
      floor: 3,
      product: { token: tokens.client, path: () => `/api/launchdesk/orders/${ids.thread}/messages` },
      stock: { stock: true, token: tokens.stock, path: () => `${thread}&page=1` },
    },
    {
      name: "launch_figures",
      floor: 0.3,
      product: { token: tokens.admin, path: () => "/api/launchdesk/admin/launch-stats" },
      stock: {
        stock: true,
        token: tokens.stock,
        path: () =>
          `/api/collections/launches/records?perPage=50&sort=due_at&expand=order&filter=${f("launched_at=''")}`,
      },
    },
    // last: stock PocketBase's back-relation queries go on running after their requests time out, and slow
    // whatever case is measured after them
    {
      name: "admin_orders_due_sort",
      floor: 3,
      product: admin(() => `sort=due&page=${upTo(10)}`),
      stock: stockOrders(() => `sort=${f("launches_via_order.due_at")}&page=${upTo(10)}`),
    },
    {
      name: "admin_orders_overdue",
      floor: 3,
      product: admin(() => `sort=-created&overdue=1&page=${upTo(3)}`),
      stock: stockOrders(() => `sort=-created&page=${upTo(3)}&filter=${f(overdue)}`),
    },
  ]
}

/** load drives one side with autocannon; every request draws its path. Latencies of 2xx answers only. */
export function load(world, side, { connections, duration }) {
  return new Promise((resolve, reject) => {
    const latencies = []
    const instance = autocannon(
      {
        url: (side.stock ? world.stockServer.url : world.server.url) + side.path(),
        connections,
        duration,
        headers: { Authorization: side.token },
        requests: [{ setupRequest: (req) => ({ ...req, path: side.path() }) }],
      },
      (err, result) => (err ? reject(err) : resolve({ result, latencies })),
    )
    instance.on("response", (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms)
    })
  })
}

const ms = (v) => (v === undefined || Number.isNaN(v) ? null : +v.toFixed(1))

/** figures summarizes one side's run; req_s counts answers of 2xx only (an error is not an answer). */
function figures({ result, latencies }, duration) {
  return {
    req_s: +(latencies.length / (result.duration || duration)).toFixed(1),
    p50_ms: ms(median(latencies)),
    p97_5_ms: ms(percentile(latencies, 97.5)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/**
 * measurePair checks that the product's side answers, then loads it, then stock; returns one result line. Stock
 * PocketBase may fail where the product does not (at 100 000 orders its back-relation filter ends in a 400 when
 * the query runs out of time): its failure is noted in the line and it counts as no answer.
 */
export async function measurePair(world, c, opts) {
  await world.call(c.product)
  const stockError = await world.call(c.stock).then(
    () => undefined,
    (err) => String(err.message).slice(0, 200),
  )
  const product = figures(await load(world, c.product, opts), opts.duration)
  let stock = figures(await load(world, c.stock, opts), opts.duration)
  if (stock.req_s === 0) {
    // stock PocketBase finished no request in the window (its back-relation sorts at 32 connections): give it
    // four times as long, so the ratio is a measured one
    const longer = { ...opts, duration: opts.duration * 4 }
    stock = { ...figures(await load(world, c.stock, longer), longer.duration), seconds: longer.duration }
  }
  // a side with errors counts its errors as failures: no ratio flatters a broken case
  const ratio = stock.req_s > 0 ? +(product.req_s / stock.req_s).toFixed(2) : null
  // stock finished nothing in T seconds: its rate was under 1/T, so the ratio is over product × T
  const atLeast = ratio === null && stock.seconds ? +(product.req_s * stock.seconds).toFixed(2) : undefined
  return {
    case: c.name,
    orders: world.orders,
    connections: opts.connections,
    seconds: opts.duration,
    ratio,
    ...(atLeast === undefined ? {} : { ratio_at_least: atLeast }),
    ...(stockError ? { stock_error: stockError } : {}),
    floor: c.floor,
    product,
    stock,
    ...world.rss(),
  }
}
