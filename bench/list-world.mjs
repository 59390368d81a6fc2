// The world the list benchmarks run in (bench/api, bench/guard): the seeded data served by ./launchdesk and, from a
// copy of it, by stock PocketBase, with the tokens and ids the cases use (bench/list-cases.mjs).
import { execFileSync } from "node:child_process"
import { cpSync, readFileSync, rmSync } from "node:fs"
import { binary, freePort, startBinary, stockBinary, tempDataDir } from "./lib.mjs"

/** startListWorld seeds orders (clients = orders / 10 unless given; clientOrders of them the demo client's, the
 * seed's 500 unless given), launches and messages, starts the binary and signs in a superuser, the admin and the
 * demo client with the long history and the 10 000-message thread. Its sample holds the words of 500 random
 * orders and of 500 of the demo client's, for the searches (bench/search-cases.mjs). */
export async function startListWorld({
  orders,
  clients = Math.round(orders / 10),
  clientOrders,
  messages,
  brandSize = 1,
}) {
  const dataDir = tempDataDir()
  const started = performance.now()
  const seed = [`--clients=${clients}`, `--orders=${orders}`, `--messages=${messages}`, "--launches"]
  if (clientOrders !== undefined) seed.push(`--client-orders=${clientOrders}`)
  if (brandSize > 1) seed.push(`--brand-size=${brandSize}`) // brands of 1 to brandSize people
  execFileSync(binary, ["demo", "seed", ...seed, `--dir=${dataDir}`], { stdio: "ignore" })
  execFileSync(binary, ["superuser", "upsert", "bench@example.com", "bench-pass-123", `--dir=${dataDir}`], {
    stdio: "ignore",
  })
  const seedSeconds = (performance.now() - started) / 1000
  // stock PocketBase serves a copy of the same data, with none of our hooks, migrations or Go code
  const stockDir = tempDataDir()
  cpSync(dataDir, stockDir, { recursive: true })
  const stockServer = await startBinary({ dataDir: stockDir, port: await freePort(), bin: stockBinary() })
  const server = await startBinary({ dataDir, port: await freePort() })
  const api = async (path, token, init = {}, url = server.url) => {
    const res = await fetch(url + path, {
      ...init,
      headers: { "content-type": "application/json", ...(token ? { Authorization: token } : {}) },
    })
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  const signIn = (collection, identity, password) =>
    api(`/api/collections/${collection}/auth-with-password`, "", {
      method: "POST",
      body: JSON.stringify({ identity, password }),
    })
  const superuser = (await signIn("_superusers", "bench@example.com", "bench-pass-123")).token
  const stock = (
    await api(
      "/api/collections/_superusers/auth-with-password",
      "",
      { method: "POST", body: JSON.stringify({ identity: "bench@example.com", password: "bench-pass-123" }) },
      stockServer.url,
    )
  ).token
  const admin = (await signIn("users", "admin@launchdesk.local", "admin-demo-2026")).token
  const heavy = await signIn("users", "ava@noir-atelier.example", "client-demo-2026")
  const f = (expr) => encodeURIComponent(expr)
  // With brands of several people, a member (not the owner) of the demo client's brand, as My Orders serves it to a
  // designer of a 20-person brand: the seed puts brandSize - 1 people in that brand (internal/demo/accounts.go).
  const member = brandSize > 1 ? await brandMember(api, superuser, heavy.record.id, f) : null
  const thread = (
    await api(
      `/api/collections/orders/records?perPage=1&sort=-created&skipTotal=1&filter=${f(`client='${heavy.record.id}'`)}`,
      superuser,
    )
  ).items[0]
  // the words people search by: those of the orders' titles and companies, as the seed wrote them
  const sample = async (filter) =>
    (
      await api(
        `/api/collections/orders/records?perPage=500&skipTotal=1&sort=@random&fields=title,company_name&filter=${f(filter)}`,
        superuser,
      )
    ).items.map((o) => `${o.company_name} ${o.title}`.toLowerCase().match(/\p{L}{2,}/gu) ?? [])
  const words = { all: await sample(""), client: await sample(`client='${heavy.record.id}'`) }
  let peakRss = 0
  /** rss returns the binary's resident memory now and its high-water mark so far, in MiB. */
  const rss = () => {
    const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8")
    const kib = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
    peakRss = Math.max(peakRss, kib("VmHWM") / 1024)
    return { rss_mib: +(kib("VmRSS") / 1024).toFixed(1), peak_rss_mib: +peakRss.toFixed(1) }
  }
  return {
    orders,
    clients,
    messages,
    seedSeconds,
    server,
    stockServer,
    api,
    /** call requests one side's next path once, on the server that side runs on. */
    call: (side) => api(side.path(), side.token, {}, side.stock ? stockServer.url : server.url),
    tokens: { superuser, admin, client: heavy.token, member: member?.token, stock },
    ids: { client: heavy.record.id, thread: thread.id },
    words,
    rss,
    stop: async () => {
      await Promise.all([server.stop(), stockServer.stop()])
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(stockDir, { recursive: true, force: true })
    },
  }
}

/** brandMember signs in a member (role member) of the brand of the users account with id owner. */
async function brandMember(api, superuser, owner, f) {
  const list = (filter, extra = "") =>
    api(`/api/collections/memberships/records?perPage=1&skipTotal=1${extra}&filter=${f(filter)}`, superuser)
  const brand = (await list(`user='${owner}'`)).items[0].brand
  const [joined] = (await list(`brand='${brand}' && role='member'`, "&expand=user")).items
  if (!joined) throw new Error("the demo client's brand has no member: seed with --brand-size above 1")
  return api("/api/collections/users/auth-with-password", "", {
    method: "POST",
    body: JSON.stringify({ identity: joined.expand.user.email, password: "client-demo-2026" }),
  })
}
