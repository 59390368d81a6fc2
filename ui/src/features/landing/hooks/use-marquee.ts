import { type RefObject, useEffect } from "react"

/** How far the brand strip advances on each animation frame (specification, section 9). */
export const STRIP_STEP_PX = 1

/**
 * useMarquee scrolls `track` (two identical copies side by side) left by STRIP_STEP_PX per frame and
 * wraps after one copy, so the loop is seamless. It stands still while the pointer or keyboard focus is
 * inside `viewport`, while the strip is off screen, and for visitors who prefer reduced motion.
 * `viewport.dataset.paused` mirrors the state for styling and tests.
 */
export function useMarquee(
  viewportRef: RefObject<HTMLElement | null>,
  trackRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const viewport = viewportRef.current
    const track = trackRef.current
    if (!viewport || !track) return
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)")
    let offset = 0
    let frame = 0
    let hovered = false
    let focused = false
    let onScreen = false
    const running = () => onScreen && !hovered && !focused && !motion.matches

    const tick = () => {
      frame = 0
      if (!running()) return
      const loop = (track.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0
      offset += STRIP_STEP_PX
      if (loop > 0 && offset >= loop) offset -= loop
      track.style.transform = `translate3d(${-offset}px, 0, 0)`
      frame = requestAnimationFrame(tick)
    }
    const sync = () => {
      viewport.dataset.paused = String(!running())
      if (running() && !frame) frame = requestAnimationFrame(tick)
      if (!running() && frame) {
        cancelAnimationFrame(frame)
        frame = 0
      }
    }
    const set = (apply: () => void) => () => {
      apply()
      sync()
    }
    const enter = set(() => (hovered = true))
    const leave = set(() => (hovered = false))
    const focusIn = set(() => (focused = true))
    const focusOut = set(() => (focused = viewport.matches(":focus-within")))
    const observer = new IntersectionObserver((entries) => {
      onScreen = entries.some((e) => e.isIntersecting)
      sync()
    })
    observer.observe(viewport)
    viewport.addEventListener("mouseenter", enter)
    viewport.addEventListener("mouseleave", leave)
    viewport.addEventListener("focusin", focusIn)
    viewport.addEventListener("focusout", focusOut)
    motion.addEventListener("change", sync)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      viewport.removeEventListener("mouseenter", enter)
      viewport.removeEventListener("mouseleave", leave)
      viewport.removeEventListener("focusin", focusIn)
      viewport.removeEventListener("focusout", focusOut)
      motion.removeEventListener("change", sync)
    }
  }, [viewportRef, trackRef])
}
