// Signed-in audits for bench/web: real accounts made through the binary (CLI and public API), some orders,
// and the session stored in the browser the way the app stores it before Lighthouse loads the page.
import { execFileSync } from "node:child_process"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import desktopConfig from "lighthouse/core/config/desktop-config.js"
import PocketBase from "pocketbase"
import puppeteer from "puppeteer-core" // the copy Lighthouse itself drives Chromium with
import { chromiumArgs } from "../scripts/chromium-args.mjs"
import { binary } from "./lib.mjs"

const CLIENT = { email: "bench.client@example.com", password: "bench-client-pass", name: "Bench Client" }
const ADMIN = { email: "bench.admin@example.com", password: "bench-admin-pass", name: "Bench Admin" }

/** seedDataDir fills a fresh data dir before the server starts: generated clients and orders (the CLI). */
export function seedDataDir(dataDir) {
  execFileSync(binary, [
    "demo",
    "seed",
    "--clients",
    "40",
    "--orders",
    "400",
    "--seed",
    "7",
    `--dir=${dataDir}`,
  ])
  execFileSync(binary, [
    "admin",
    "create",
    ADMIN.email,
    ADMIN.password,
    "--name",
    ADMIN.name,
    `--dir=${dataDir}`,
  ])
}

async function signIn(url, { email, password }) {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  await pb.collection("users").authWithPassword(email, password)
  return pb
}

/**
 * prepareSessions signs up a client through the public API, gives it 12 orders and signs both the client
 * and the admin in. Returns the value the app keeps in localStorage "pocketbase_auth" for each audience.
 */
export async function prepareSessions(url) {
  const anon = new PocketBase(url)
  await anon.collection("users").create({ ...CLIENT, passwordConfirm: CLIENT.password })
  const client = await signIn(url, CLIENT)
  for (let i = 1; i <= 12; i += 1) {
    await client.collection("orders").create({
      title: `Bench store ${String(i).padStart(2, "0")}`,
      description: "A Shopify store for a streetwear brand: theme, products, payments and launch.",
      company_name: "Bench Apparel",
      client: client.authStore.record.id,
    })
  }
  const admin = await signIn(url, ADMIN)
  const stored = (pb) => JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record })
  return { client: stored(client), admin: stored(admin) }
}

/**
 * storeSession writes the session into the profile of the Chromium listening on port, from a page of the
 * same origin that loads no asset (/api/health), so Lighthouse's load starts with an empty cache.
 */
export async function storeSession(port, origin, value) {
  await withPage(port, async (page) => {
    await page.goto(`${origin}/api/health`)
    await page.evaluate((v) => localStorage.setItem("pocketbase_auth", v), value)
  })
}

/**
 * visitOnce opens url in the Chromium listening on port and stays 5 s (past the area's idle preloads; the
 * realtime connection never lets the network go quiet): its scripts and styles are then in the browser's
 * cache, as for a client coming back (the warm-cache audit).
 */
export async function visitOnce(port, url) {
  await withPage(port, async (page) => {
    await page.goto(url, { waitUntil: "load" })
    await new Promise((resolve) => setTimeout(resolve, 5000))
  })
}

async function withPage(port, visit) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  try {
    const page = await browser.newPage()
    await visit(page)
    await page.close()
  } finally {
    await browser.disconnect()
  }
}

/** Which stored session (if any) a page is audited with: the area's own audience. */
export const audienceOf = (page) =>
  page.startsWith("/portal") ? "client" : page.startsWith("/admin") ? "admin" : null

/**
 * audit is one Lighthouse run in a fresh Chromium (fresh profile: chrome-launcher makes a new user-data-dir).
 * With a session, it is stored first and Lighthouse is told not to clear storage (the cache is empty anyway);
 * a warm audit opens the page once first. Returns Lighthouse's whole result (the report and the artifacts).
 */
export async function audit(url, { form, session, cache, categories }) {
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...chromiumArgs],
  })
  try {
    if (session) await storeSession(chrome.port, new URL(url).origin, session)
    if (cache === "warm") await visitOnce(chrome.port, url)
    const flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      disableStorageReset: Boolean(session) || cache === "warm",
    }
    const result = await lighthouse(url, flags, form === "desktop" ? desktopConfig : undefined)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result
  } finally {
    await chrome.kill()
  }
}
