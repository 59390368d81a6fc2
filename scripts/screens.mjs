// Screen sweep: full-page Chromium screenshots of every screen at 320, 390 and 1280 px, to look at by eye.
// It seeds a demo database in a temp dir (the story `make run` shows), starts ./launchdesk on a free port,
// signs in as the demo client and the demo admin, and writes OUT/<screen>-<width>.png (OUT: argv[2] or
// /tmp/launchdesk-screens), a page taller than 1,600 px also as <screen>-<width>-partN.png slices. Each screen that scrolls sideways is named on the console.
// Usage: make build && node scripts/screens.mjs [out-dir] [screen-name-filter]
import { spawn, execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"
import { showAllSections } from "./landing-sections.mjs"
import { playwrightChromiumArgs } from "./chromium-args.mjs"

const repo = fileURLToPath(new URL("..", import.meta.url))
const bin = process.env.LAUNCHDESK_BIN ?? join(repo, "launchdesk")
const out = process.argv[2] ?? "/tmp/launchdesk-screens"
const only = process.argv[3] ? new RegExp(process.argv[3]) : null
const widths = [320, 390, 1280]
const client = { email: "ava@noir-atelier.example", password: "client-demo-2026" }
const admin = { email: "admin@launchdesk.local", password: "admin-demo-2026" }

const port = await new Promise((resolve) => {
  const srv = createServer().listen(0, "127.0.0.1", () => {
    const { port } = srv.address()
    srv.close(() => resolve(port))
  })
})
const url = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), "launchdesk-screens-"))
execFileSync(bin, ["demo", "seed", "--seed=7", "--orders=30", "--clients=6", `--dir=${dataDir}`])
const server = spawn(bin, ["serve", `--http=127.0.0.1:${port}`, `--dir=${dataDir}`], {
  env: { ...process.env, APP_URL: url, RATE_LIMITS: "off" },
  stdio: "ignore",
})
for (let i = 0; ; i++) {
  const ok = await fetch(`${url}/api/health`).then(
    (r) => r.ok,
    () => false,
  )
  if (ok) break
  if (i > 200) throw new Error("launchdesk did not start")
  await new Promise((r) => setTimeout(r, 50))
}

async function signIn({ email, password }) {
  const res = await fetch(`${url}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: email, password }),
  })
  if (!res.ok) throw new Error(`sign in as ${email}: ${res.status}`)
  return res.json()
}

async function firstId(auth, collection, filter) {
  const q = new URLSearchParams({ perPage: "1", sort: "-created", filter })
  const res = await fetch(`${url}/api/collections/${collection}/records?${q}`, {
    headers: { authorization: auth.token },
  })
  return (await res.json()).items[0]?.id ?? "none"
}

const clientAuth = await signIn(client)
const adminAuth = await signIn(admin)
const orderId = await firstId(clientAuth, "orders", "")

/** The phone's menu drawer (there is none at 1280 px: the sidebar shows). */
async function openMenu(page) {
  const button = page.getByRole("button", { name: /Open menu/ })
  if (await button.isVisible()) await button.click()
}

/** An action after load: click the button named name. */
const click = (name) => (page) => page.getByRole("button", { name }).click()

/** [name, who, path, action after load] */
const screens = [
  ["landing", null, "/", showAllSections],
  ["auth", null, "/auth"],
  ["auth-signup", null, "/auth", click("Create account")],
  ["not-found", null, "/no-such-page"],
  ["portal-dashboard", clientAuth, "/portal"],
  ["portal-new-order", clientAuth, "/portal/new-order"],
  ["portal-new-order-errors", clientAuth, "/portal/new-order", click(/Submit/)],
  ["portal-orders", clientAuth, "/portal/orders"],
  ["portal-order", clientAuth, `/portal/orders/${orderId}`],
  ["portal-notifications", clientAuth, "/portal/notifications"],
  ["portal-book-call", clientAuth, "/portal/book-call"],
  ["portal-menu", clientAuth, "/portal", openMenu],
  ["admin-dashboard", adminAuth, "/admin"],
  ["admin-menu", adminAuth, "/admin", openMenu],
  [
    "admin-confirm",
    adminAuth,
    "/admin/orders",
    async (p) => {
      await p.locator("tbody select").first().selectOption("pending_approval")
      await p.getByRole("dialog").waitFor()
    },
  ],
  ["admin-inbox", adminAuth, "/admin/inbox"],
  ["admin-orders", adminAuth, "/admin/orders"],
  ["admin-order", adminAuth, `/admin/orders/${orderId}`],
  ["admin-users", adminAuth, "/admin/users"],
  ["admin-notifications", adminAuth, "/admin/notifications"],
  ["admin-notifications-new", adminAuth, "/admin/notifications/new"],
  ["admin-notifications-errors", adminAuth, "/admin/notifications/new", click(/Send/)],
]

mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: playwrightChromiumArgs,
})
try {
  for (const width of widths) {
    for (const [name, auth, path, act] of screens) {
      if (only && !only.test(name)) continue
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 760 : 800 } })
      if (auth) {
        const session = JSON.stringify({ token: auth.token, record: auth.record })
        await context.addInitScript((v) => localStorage.setItem("pocketbase_auth", v), session)
      }
      const page = await context.newPage()
      await page.goto(url + path, { waitUntil: "networkidle" })
      if (act) await act(page).catch((e) => console.log(`${name}: ${e.message.split("\n")[0]}`))
      await page.waitForTimeout(600) // lazy images, realtime counts, transitions
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
      if (wide > 0) console.log(`${name} at ${width} px scrolls ${wide} px sideways`)
      // From the top: a sticky bar would otherwise sit mid-page in a full-page shot.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
      await page.screenshot({ path: join(out, `${name}-${width}.png`), fullPage: true })
      // A tall page also in slices of 1,400 px, readable at full size.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0, n = 1; height > 1600 && y < height; y += 1400, n++) {
        const clip = { x: 0, y, width, height: Math.min(1400, height - y) }
        await page.screenshot({ path: join(out, `${name}-${width}-part${n}.png`), fullPage: true, clip })
      }
      await context.close()
    }
  }
  console.log(`screenshots in ${out}`)
} finally {
  await browser.close()
  server.kill("SIGTERM")
  rmSync(dataDir, { recursive: true, force: true })
}
