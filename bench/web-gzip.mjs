// Sizes of responses as sent to a gzip-only client, counted on the wire (Node's fetch would decompress).
import { get } from "node:http"

function gzipSize(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      let bytes = 0
      res.on("data", (chunk) => (bytes += chunk.length))
      res.on("end", () => resolve(bytes)) // files too small to compress are sent as they are
      res.on("error", reject)
    }).on("error", reject)
  })
}

/** gzipBytes sums the bytes sent for each URL to a client that accepts only gzip. */
export async function gzipBytes(urls) {
  let total = 0
  for (const url of urls) total += await gzipSize(url)
  return total
}
