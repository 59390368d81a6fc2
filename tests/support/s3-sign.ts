import { createHash, createHmac } from "node:crypto"

/** Credentials and address of an S3-compatible server (path-style requests). */
export interface S3Target {
  endpoint: string
  region: string
  accessKey: string
  secret: string
}

const sha256 = (data: string) => createHash("sha256").update(data).digest("hex")
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest()

/**
 * s3Request sends one AWS Signature V4 signed request (path style), enough for the tests to create a bucket
 * and list what the binary wrote, without an SDK: `path` is "/bucket[/key]", `query` is already sorted.
 */
export async function s3Request(
  target: S3Target,
  method: string,
  path: string,
  query = "",
): Promise<Response> {
  const url = new URL(`${target.endpoint}${path}${query ? `?${query}` : ""}`)
  const stamp = new Date().toISOString().replace(/[-:]|\.\d{3}/g, "")
  const day = stamp.slice(0, 8)
  const payload = sha256("") // no request of the tests has a body
  const headers: Record<string, string> = {
    host: url.host,
    "x-amz-content-sha256": payload,
    "x-amz-date": stamp,
  }
  const names = Object.keys(headers).sort()
  const canonical = [
    method,
    url.pathname,
    query,
    names.map((n) => `${n}:${headers[n]}\n`).join(""),
    names.join(";"),
    payload,
  ].join("\n")
  const scope = `${day}/${target.region}/s3/aws4_request`
  const toSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256(canonical)].join("\n")
  let key: Buffer = hmac(`AWS4${target.secret}`, day)
  for (const part of [target.region, "s3", "aws4_request"]) key = hmac(key, part)
  const signature = createHmac("sha256", key).update(toSign).digest("hex")
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${target.accessKey}/${scope}, SignedHeaders=${names.join(";")}, Signature=${signature}`
  delete headers.host // fetch sets it
  return fetch(url, { method, headers })
}
