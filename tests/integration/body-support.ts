import { request } from "node:http"
import { readFileSync } from "node:fs"

/** A body sent piece by piece: head, `fill` bytes of filler, tail; never held whole in memory. */
export interface StreamedBody {
  head: string
  fillBytes: number
  tail: string
  contentType: string
}

/** The answer to a streamed request: status and parsed JSON, or the socket error if none came. */
export interface StreamedAnswer {
  status: number
  body: { message?: string } | null
}

const MB = 1024 * 1024
const filler = Buffer.alloc(MB, "a")

function parseAnswer(text: string): StreamedAnswer["body"] {
  if (!text) return null
  try {
    return JSON.parse(text) as StreamedAnswer["body"]
  } catch {
    return { message: text.slice(0, 200) }
  }
}

/** bodyLength is the number of bytes a StreamedBody sends. */
export function bodyLength(body: StreamedBody): number {
  return Buffer.byteLength(body.head) + body.fillBytes + Buffer.byteLength(body.tail)
}

/**
 * sendStreamed POSTs (or PATCHes) body to url+path, with a Content-Length or chunked, and resolves
 * with the first response. A server that answers before reading everything closes the connection
 * while the rest is still being written: that write error is expected and ignored.
 */
export function sendStreamed(
  url: string,
  path: string,
  body: StreamedBody,
  options: { chunked: boolean; method?: string; headers?: Record<string, string> },
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { "content-type": body.contentType, ...options.headers }
    if (!options.chunked) headers["content-length"] = bodyLength(body)
    let answered = false
    const req = request(url + path, { method: options.method ?? "POST", headers }, (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        resolve({ status: res.statusCode ?? 0, body: parseAnswer(text) })
      })
      res.on("error", (err) => (answered ? undefined : reject(err)))
    })
    req.on("error", (err) => {
      if (!answered) reject(err)
    })
    let wake = () => {}
    req.on("drain", () => wake())
    req.on("close", () => wake())
    const write = async () => {
      const wrote = (chunk: Buffer | string) =>
        new Promise<void>((done) => {
          if (req.destroyed || answered || req.write(chunk)) return done()
          wake = done
        })
      await wrote(body.head)
      for (let left = body.fillBytes; left > 0 && !answered && !req.destroyed; left -= MB) {
        await wrote(left >= MB ? filler : filler.subarray(0, left))
      }
      if (!answered && !req.destroyed) req.end(body.tail)
    }
    void write()
  })
}

/** peakRssMb reads the highest resident set size a process has had (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8")
  const match = /VmHWM:\s+(\d+) kB/.exec(status)
  if (!match?.[1]) throw new Error(`no VmHWM in /proc/${pid}/status`)
  return Number(match[1]) / 1024
}

/** jsonBody is a JSON object whose one string field is `fillBytes` long. */
export function jsonBody(prefix: string, fillBytes: number, suffix: string): StreamedBody {
  return { head: prefix, fillBytes, tail: suffix, contentType: "application/json" }
}

/** multipartBody is a form with a name field and one file of `fillBytes` bytes in `fileField`. */
export function multipartBody(fileField: string, fillBytes: number): StreamedBody {
  const boundary = "----launchdeskTestBoundary7MA4YWxkTrZu0gW"
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBig Upload\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="big.png"\r\n` +
    "Content-Type: image/png\r\n\r\n"
  return {
    head,
    fillBytes,
    tail: `\r\n--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}
