import PostalMime, { type Email } from "postal-mime"
import { SMTPServer } from "smtp-server"
import { freePort } from "./free-port"

/** A message the test SMTP server accepted, parsed. */
export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  parsed: Email
  receivedAt: number
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export interface TestSmtp {
  port: number
  messages: ReceivedMail[]
  /** Env for the binary: SMTP_HOST, SMTP_PORT, SMTP_TLS=false. */
  env: Record<string, string>
  /** Resolves once `count` messages matching `match` have arrived (or rejects after timeoutMs). */
  waitFor: (
    match: (m: ReceivedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ) => Promise<ReceivedMail[]>
  /** Stops listening; the same port can be opened again with start(). */
  stop: () => Promise<void>
  start: () => Promise<void>
}

/** startSmtp starts an SMTP server that accepts any sender and recipient without auth or TLS. */
export async function startSmtp(port?: number): Promise<TestSmtp> {
  const listenPort = port ?? (await freePort())
  const messages: ReceivedMail[] = []
  let server: SMTPServer | null = null

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on("data", (c: Buffer) => chunks.push(c))
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8")
            PostalMime.parse(raw)
              .then((parsed) => {
                messages.push({
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                  to: session.envelope.rcptTo.map((r) => r.address),
                  raw,
                  parsed,
                  receivedAt: Date.now(),
                })
                callback()
              })
              .catch((err: Error) => callback(err))
          })
        },
      })
      server.once("error", reject)
      // A client that vanishes mid-session (the binary killed with SIGKILL in the crash tests) resets its
      // socket; the server reports that as an error event, which must not become an uncaught exception.
      server.on("error", (err: NodeJS.ErrnoException) => {
        if (err.code !== "ECONNRESET" && err.code !== "EPIPE") console.warn("test SMTP server:", err.message)
      })
      server.listen(listenPort, "127.0.0.1", () => resolve())
    })

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve()
      const s = server
      server = null
      s.close(() => resolve())
    })

  const waitFor: TestSmtp["waitFor"] = async (match, count = 1, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = messages.filter(match)
      if (found.length >= count) return found
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} matching e-mails, got ${found.length} of ${messages.length}`)
      }
      await new Promise((r) => setTimeout(r, 25))
    }
  }

  await start()
  return {
    port: listenPort,
    messages,
    env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(listenPort), SMTP_TLS: "false" },
    waitFor,
    stop,
    start,
  }
}
