import { type MouseEvent, useLayoutEffect, useRef } from "react"

/** How long after a refused submit the form ignores taps: the second tap of a double tap lands within it. */
const GUARD_MS = 700

/** scrollerOf finds what scrolls el: its nearest scrolling ancestor, else the window. */
function scrollerOf(el: HTMLElement): Element | Window {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const overflow = getComputedStyle(p).overflowY
    if ((overflow === "auto" || overflow === "scroll") && p.scrollHeight > p.clientHeight) return p
  }
  return window
}

/**
 * useSteadySubmit keeps a form still under the pointer while a refused submit shows its errors: the anchor (the
 * submit button) stays where it was on the screen, the page scrolling by what the errors added above it, and for a
 * moment after the refusal (until the person types) every tap in the form is ignored, so the second tap of a double
 * tap ticks nothing.
 */
export function useSteadySubmit<T extends HTMLElement>() {
  const anchor = useRef<T>(null)
  const heldTop = useRef<number | null>(null)
  const refusedAt = useRef(Number.NEGATIVE_INFINITY)

  // After every commit: put the anchor back where it was held, before the browser paints or takes the next tap.
  useLayoutEffect(() => {
    const el = anchor.current
    if (heldTop.current === null || !el) return
    const moved = el.getBoundingClientRect().top - heldTop.current
    heldTop.current = null
    if (Math.abs(moved) >= 1) scrollerOf(el).scrollBy({ top: moved, behavior: "instant" })
  })

  return {
    anchor,
    /** hold is called as a submit is refused (timeStamp: the submit event's), before the errors are set. */
    hold: (timeStamp: number) => {
      refusedAt.current = timeStamp
      if (!anchor.current) return
      heldTop.current = anchor.current.getBoundingClientRect().top
      // Held for this submit's own render only: a later edit that moves the button is the person's doing.
      requestAnimationFrame(() => (heldTop.current = null))
    },
    /** onInputCapture goes on the form: typing after a refusal shows the person has moved on; taps count again. */
    onInputCapture: () => {
      refusedAt.current = Number.NEGATIVE_INFINITY
    },
    /** onClickCapture goes on the form: it swallows the taps that follow a refused submit too closely. */
    onClickCapture: (e: MouseEvent) => {
      if (e.timeStamp - refusedAt.current < GUARD_MS) {
        e.preventDefault()
        e.stopPropagation()
      }
    },
  }
}
