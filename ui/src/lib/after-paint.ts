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
