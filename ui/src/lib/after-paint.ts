type Start = () => (() => void) | undefined

/** The longest a start waits for a frame: a tab opened in the background paints none until shown. */
const NO_FRAME_MS = 500

/**
 * afterPaint runs start once the browser has shown the frame being prepared (the frame after the next
 * one has begun, then a task: the next one's own paint may still be on its way to the screen), so work
 * the first screen does not need (sidebar counts, the realtime connection) neither delays that screen's
 * paint nor competes with its requests. It returns the undo for an effect: a cancel until start has
 * run, start's own cleanup after.
 */
export function afterPaint(start: Start): () => void {
  let state: "waiting" | "started" | "cancelled" = "waiting"
  let cleanup: (() => void) | undefined
  let task: ReturnType<typeof setTimeout> | undefined
  const stopWaiting = () => {
    cancelAnimationFrame(frame)
    clearTimeout(task)
    clearTimeout(fallback)
  }
  const run = () => {
    if (state !== "waiting") return
    state = "started"
    stopWaiting()
    cleanup = start()
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      task = setTimeout(run)
    })
  })
  const fallback = setTimeout(run, NO_FRAME_MS)
  return () => {
    if (state === "started") cleanup?.()
    else stopWaiting()
    state = "cancelled"
  }
}

// The first load's hold. On a first load whose shell sent the dashboard's requests (first-load/shell.ts),
// the first screen is painted before anything else is asked: realtime, the header's counts and any request
// the dashboard makes after its first render wait (lib/pocketbase.ts) until the browser has put the screen
// on the display (main.tsx marks the commit). On a phone each would otherwise take a connection and a round
// trip ahead of the paint the client is waiting for. The browser's own report of the paint is what counts
// there: two frames (afterPaint) were measured to come a few milliseconds before it. Any other load asks
// at once.

let held: Promise<void> | null = null
let release: (() => void) | null = null

/** The longest the hold lasts, should the first screen never mark its paint (an error before it rendered). */
export const FIRST_PAINT_HOLD_MAX_MS = 3000

/** holdUntilFirstPaint holds requests until firstScreenPainted (or FIRST_PAINT_HOLD_MAX_MS) comes. */
export function holdUntilFirstPaint(): void {
  if (held) return
  held = new Promise((resolve) => {
    release = resolve
    setTimeout(resolve, FIRST_PAINT_HOLD_MAX_MS)
  })
}

/**
 * How long after the first screen's commit the hold waits for the browser to report that screen's largest
 * paint: a screen with nothing larger than the spinner before it reports none.
 */
export const FIRST_PAINT_REPORT_WAIT_MS = 500

/**
 * firstScreenPainted releases what was held once the screen just committed is on the display: when the
 * browser reports its largest paint (the largest-contentful-paint entry, presented), or, in a browser
 * that reports none, as afterPaint starts its work.
 */
export function firstScreenPainted(): void {
  if (!release) return
  const done = release
  release = null
  const reports =
    typeof PerformanceObserver !== "undefined" &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes("largest-contentful-paint")
  if (!reports) {
    afterPaint(() => {
      done()
      return undefined
    })
    return
  }
  const committed = performance.now()
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.startTime >= committed)) return
    observer.disconnect()
    setTimeout(done)
  })
  observer.observe({ type: "largest-contentful-paint", buffered: true })
  setTimeout(() => {
    observer.disconnect()
    done()
  }, FIRST_PAINT_REPORT_WAIT_MS)
}

/** afterFirstPaint resolves at once, or once the first screen is painted on a held first load. */
export const afterFirstPaint = (): Promise<void> => held ?? Promise.resolve()
