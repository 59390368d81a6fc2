/** One server-sent event as read off the wire. */
export interface SseEvent {
  name: string
  data: string
  /** performance.now() when it arrived. */
  at: number
}

/** A raw connection to PocketBase's realtime endpoint, read without any reconnect logic. */
export interface RealtimeStream {
  clientId: string
  /** Every event received so far, PB_CONNECT first. */
  events: SseEvent[]
  /** Resolves when the server ends the response (never when we abort it ourselves). */
  ended: Promise<void>
  isEnded: () => boolean
  /** POSTs the subscriptions for this connection with token as Authorization ("" for a guest). */
  subscribe: (token: string, topics: string[]) => Promise<Response>
  /** Resolves with the first event after `from` (an index into events) that matches, or rejects after timeoutMs. */
  waitFor: (match: (e: SseEvent) => boolean, from?: number, timeoutMs?: number) => Promise<SseEvent>
  close: () => void
}

/** openRealtime connects to {baseUrl}/api/realtime and waits for PB_CONNECT. */
export async function openRealtime(baseUrl: string): Promise<RealtimeStream> {
  const abort = new AbortController()
  const res = await fetch(`${baseUrl}/api/realtime`, {
    headers: { Accept: "text/event-stream" },
    signal: abort.signal,
  })
  if (!res.ok || !res.body) throw new Error(`realtime connect failed: ${res.status}`)
  const events: SseEvent[] = []
  const listeners = new Set<() => void>()
  let ended = false
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()

  const endedPromise = (async () => {
    let buffer = ""
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        let cut: number
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          const event: SseEvent = { name: "message", data: "", at: performance.now() }
          for (const line of block.split("\n")) {
            if (line.startsWith("event:")) event.name = line.slice(6).trim()
            else if (line.startsWith("data:")) event.data += line.slice(5).trim()
          }
          events.push(event)
          listeners.forEach((l) => l())
        }
      }
    } catch (err) {
      if (abort.signal.aborted) return new Promise<void>(() => {}) // our own close: never "ended by the server"
      throw err
    }
    ended = true
    listeners.forEach((l) => l())
  })()

  const waitFor: RealtimeStream["waitFor"] = (match, from = 0, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const hit = events.slice(from).find(match)
        if (hit) return done(() => resolve(hit))
        if (ended) done(() => reject(new Error("the stream ended before the event came")))
      }
      const timer = setTimeout(() => done(() => reject(new Error("no matching event in time"))), timeoutMs)
      const done = (fn: () => void) => {
        clearTimeout(timer)
        listeners.delete(check)
        fn()
      }
      listeners.add(check)
      check()
    })

  const connect = await waitFor((e) => e.name === "PB_CONNECT")
  const clientId = (JSON.parse(connect.data) as { clientId: string }).clientId
  return {
    clientId,
    events,
    ended: endedPromise.then(() => undefined),
    isEnded: () => ended,
    subscribe: (token, topics) =>
      fetch(`${baseUrl}/api/realtime`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: token } : {}) },
        body: JSON.stringify({ clientId, subscriptions: topics }),
      }),
    waitFor,
    close: () => abort.abort(),
  }
}
