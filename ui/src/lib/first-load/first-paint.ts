/**
 * On a first load whose shell sent the dashboard's requests (shell.ts), the first screen is painted before
 * anything else is asked: realtime, the header's counts and any request the dashboard makes after its first
 * render wait until the screen is on the display (main.tsx marks it). On a phone each of them would
 * otherwise take a connection and a round trip ahead of the paint the client is waiting for; held, they
 * leave a frame or two later. Any other load asks at once.
 */
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
 * firstScreenPainted releases what was held once the frame now being prepared is on the display: two
 * animation frames (the first frame painted, the next one begun), then a task.
 */
export function firstScreenPainted(): void {
  if (!release) return
  const done = release
  release = null
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))
}

/** afterFirstPaint resolves at once, or once the first screen is painted on a held first load. */
export const afterFirstPaint = (): Promise<void> => held ?? Promise.resolve()
