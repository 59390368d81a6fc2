// bench/api: the admin and portal lists under load on the real binary with 10 000 clients and 100 000 orders.
// Seeds with `launchdesk demo seed`, drives each case with autocannon (32 connections, 10 s), prints one JSON line
// per case: req/s, p50/p95/p99 (ms, exact from every response), errors, non-2xx, and throughput as a ratio of the
// reference (a bare page of orders: superuser, no rules, no sort, no expand). Ends with the binary's peak RSS.
// Usage: node bench/api.mjs [--orders 100000] [--clients 10000] [--duration 10] [--connections 32] [--only name,...]
import { execFileSync } from "node:child_process"
import { readFileSync, rmSync } from "node:fs"
import autocannon from "autocannon"
import { arg, binary, emit, freePort, median, percentile, startBinary, tempDataDir } from "./lib.mjs"

const orders = Number(arg("orders", 100000))
const clients = Number(arg("clients", 10000))
const duration = Number(arg("duration", 10))
const connections = Number(arg("connections", 32))
const only = arg("only", "")?.split(",").filter(Boolean) ?? []

const dataDir = tempDataDir()
const seedStart = performance.now()
execFileSync(binary, ["demo", "seed", `--clients=${clients}`, `--orders=${orders}`, `--dir=${dataDir}`], {
  stdio: "ignore",
})
execFileSync(binary, ["superuser", "upsert", "bench@example.com", "bench-pass-123", `--dir=${dataDir}`], {
  stdio: "ignore",
})
emit({ bench: "seed", orders, clients, seconds: +((performance.now() - seedStart) / 1000).toFixed(1) })

const server = await startBinary({ dataDir, port: await freePort() })
const api = (path, token, init = {}) =>
  fetch(server.url + path, {
    ...init,
    headers: { "content-type": "application/json", ...(token ? { Authorization: token } : {}) },
  })

async function signIn(collection, identity, password) {
  const res = await api(`/api/collections/${collection}/auth-with-password`, "", {
    method: "POST",
    body: JSON.stringify({ identity, password }),
  })
  if (!res.ok) throw new Error(`sign-in ${identity}: ${res.status}`)
  return res.json()
}

const superuser = (await signIn("_superusers", "bench@example.com", "bench-pass-123")).token
const admin = (await signIn("users", "admin@launchdesk.local", "admin-demo-2026")).token
const heavy = await signIn("users", "ava@noir-atelier.example", "client-demo-2026")
// a typical client for the ?client= filter: one of the generated ones
const someClient = (
  await (
    await api("/api/collections/users/records?perPage=1&filter=(role='client')&sort=-created", admin)
  ).json()
).items[0].id

const f = (expr) => encodeURIComponent(expr)
// search terms an admin would type: a brand's first word and the start of its second (the seed's brand lists)
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
  "ivory",
  "harbor",
  "saint",
  "mono",
  "linen",
  "thread",
  "canvas",
  "north",
  "olive",
  "dune",
]
const brandNext = [
  "stu",
  "app",
  "sup",
  "ate",
  "col",
  "goo",
  "lab",
  "wea",
  "hou",
  "clu",
  "thr",
  "out",
  "kni",
  "den",
  "bas",
]
const randomBrand = () =>
  `${brandWords[Math.floor(Math.random() * brandWords.length)]} ${brandNext[Math.floor(Math.random() * brandNext.length)]}`
const admin_list = "/api/launchdesk/admin/orders?perPage=20&sort=-created"
const pbList = "/api/collections/orders/records?perPage=20&expand=client&sort=-created"
const cases = [
  {
    name: "reference_bare_page",
    token: superuser,
    path: "/api/collections/orders/records?page=1&perPage=20",
  },
  { name: "admin_orders_default", token: admin, path: `${admin_list}&page=1` },
  { name: "admin_orders_status", token: admin, path: `${admin_list}&page=1&status=pending_approval` },
  { name: "admin_orders_search", token: admin, path: `${admin_list}&page=1&q=atelier` },
  { name: "admin_orders_search_brand", token: admin, path: `${admin_list}&page=1&q=${f("velvet thr")}` },
  { name: "admin_orders_client", token: admin, path: `${admin_list}&page=1&client=${someClient}` },
  {
    name: "admin_orders_deep_page",
    token: admin,
    path: `${admin_list}&page=${Math.max(1, Math.floor(orders / 20) - 5)}`,
  },
  {
    name: "admin_orders_pages_uncached",
    token: admin,
    path: `${admin_list}&page=1`,
    vary: () => `${admin_list}&page=${1 + Math.floor(Math.random() * Math.floor(orders / 20))}`,
  },
  {
    name: "admin_orders_search_uncached",
    token: admin,
    path: `${admin_list}&page=1&q=atelier`,
    vary: () => `${admin_list}&page=${1 + Math.floor(Math.random() * 3)}&q=${f(randomBrand())}`,
  },
  {
    name: "client_own_orders",
    token: heavy.token,
    path: `/api/collections/orders/records?page=1&perPage=50&sort=-created,-id&filter=${f(`client = '${heavy.record.id}'`)}`,
  },
  {
    name: "admin_users_page_stats",
    token: admin,
    path: "/api/launchdesk/admin/clients?page=1&perPage=20&sort=-created",
  },
  { name: "admin_dashboard_stats", token: admin, path: "/api/launchdesk/admin/stats" },
  // for comparison only (the admin UI does not call it): PocketBase's generic list, counted through the rule's join
  { name: "pocketbase_list_as_admin", token: admin, path: `${pbList}&page=1` },
].filter((c) => only.length === 0 || only.includes(c.name) || c.name.startsWith("reference"))

let peakRss = 0
/** sampleRss returns the binary's resident memory now and its high-water mark so far, in MiB. */
const sampleRss = () => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8")
  const kib = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  peakRss = Math.max(peakRss, kib("VmHWM") / 1024)
  return { rss_mib: +(kib("VmRSS") / 1024).toFixed(1), peak_rss_mib: +peakRss.toFixed(1) }
}

// Cases with `vary` change the query on every request (another page, another search), so nearly every
// request misses the admin page cache and measures the database path; the others repeat one query.
function load(c) {
  return new Promise((resolve, reject) => {
    const latencies = []
    const requests = c.vary ? [{ setupRequest: (req) => ({ ...req, path: c.vary() }) }] : undefined
    const instance = autocannon(
      { url: server.url + c.path, connections, duration, headers: { Authorization: c.token }, requests },
      (err, result) => (err ? reject(err) : resolve({ result, latencies })),
    )
    instance.on("response", (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms)
    })
  })
}

const ms = (v) => (v === undefined || Number.isNaN(v) ? null : +v.toFixed(1))
let reference = 0
try {
  for (const c of cases) {
    const probe = await api(c.path, c.token)
    if (!probe.ok) throw new Error(`${c.name}: ${probe.status} ${await probe.text()}`)
    const body = await probe.json()
    const { result, latencies } = await load(c)
    const memory = sampleRss()
    const rps = result.requests.total / (result.duration || duration)
    if (c.name.startsWith("reference")) reference = rps
    emit({
      bench: "api",
      case: c.name,
      connections,
      seconds: duration,
      items: body.items?.length ?? undefined,
      total: body.totalItems ?? undefined,
      req_s: +rps.toFixed(1),
      p50_ms: ms(median(latencies)),
      p95_ms: ms(percentile(latencies, 95)),
      p99_ms: ms(percentile(latencies, 99)),
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      ratio_to_reference: reference ? +(rps / reference).toFixed(2) : null,
      ...memory,
    })
  }
  emit({ bench: "api_peak_rss", mib: +peakRss.toFixed(1) })
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
