// bench/oversize: a few anonymous requests with oversize bodies at once (batch, record create,
// chunked and with a Content-Length), then the binary's peak RSS (VmHWM from /proc) and the answers.
// Usage: node bench/oversize.mjs [--concurrent 4] [--mb 200]
import { readFileSync, rmSync } from "node:fs"
import { request } from "node:http"
import { arg, emit, freePort, startBinary, tempDataDir } from "./lib.mjs"

const concurrent = Number(arg("concurrent", 4)) || 4
const sizeMb = Number(arg("mb", 200)) || 200
const MB = 1024 * 1024
const filler = Buffer.alloc(MB, "a")

const rssMb = (pid, field) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))
  return line ? Number(line[1]) / 1024 : NaN
}

/** send streams head + sizeMb of filler + tail, and resolves with the status (0: the connection ended first). */
function send(url, path, chunked) {
  const head =
    path === "/api/batch"
      ? '{"requests":[{"method":"POST","url":"/api/collections/orders/records","body":{"title":"'
      : '{"title":"'
  const tail = path === "/api/batch" ? '"}}]}' : '"}'
  return new Promise((resolve) => {
    const headers = { "content-type": "application/json" }
    if (!chunked) headers["content-length"] = head.length + sizeMb * MB + tail.length
    let status = 0
    const req = request(url + path, { method: "POST", headers }, (res) => {
      status = res.statusCode ?? 0
      res.resume()
      res.on("end", () => resolve(status))
    })
    req.on("error", () => resolve(status))
    let wake = () => {}
    req.on("drain", () => wake())
    req.on("close", () => wake())
    const write = async () => {
      const wrote = (chunk) =>
        new Promise((done) => {
          if (req.destroyed || status || req.write(chunk)) return done()
          wake = done
        })
      await wrote(head)
      for (let i = 0; i < sizeMb && !status && !req.destroyed; i++) await wrote(filler)
      if (!status && !req.destroyed) req.end(tail)
    }
    void write()
  })
}

const dataDir = tempDataDir()
const run = await startBinary({ dataDir, port: await freePort() })
try {
  const idle = rssMb(run.child.pid, "VmRSS")
  const started = performance.now()
  const jobs = []
  for (let i = 0; i < concurrent; i++) {
    const path = i % 2 === 0 ? "/api/batch" : "/api/collections/orders/records"
    jobs.push(send(run.url, path, i % 4 >= 2))
  }
  const statuses = await Promise.all(jobs)
  emit({
    bench: "oversize_bodies",
    concurrent,
    body_mb: sizeMb,
    statuses,
    answered_after_ms: +(performance.now() - started).toFixed(0),
    idle_rss_mib: +idle.toFixed(1),
    peak_rss_mib: +rssMb(run.child.pid, "VmHWM").toFixed(1),
  })
} finally {
  await run.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
