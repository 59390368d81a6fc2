import { type RefObject, useEffect } from "react"

/**
 * useScrollProgress writes the share (0..1) of `ref` that has passed 60% of the viewport height into
 * the CSS variable --progress, at most once per frame and only while the element is on screen, without
 * re-rendering React.
 */
export function useScrollProgress(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current
    if (!el) return
    let frame = 0
    const update = () => {
      frame = 0
      const rect = el.getBoundingClientRect()
      const passed = window.innerHeight * 0.6 - rect.top
      const progress = Math.min(1, Math.max(0, passed / Math.max(1, rect.height)))
      el.style.setProperty("--progress", progress.toFixed(4))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    const stop = () => {
      window.removeEventListener("scroll", schedule)
      window.removeEventListener("resize", schedule)
    }
    const observer = new IntersectionObserver((entries) => {
      stop()
      if (!entries.some((e) => e.isIntersecting)) return
      window.addEventListener("scroll", schedule, { passive: true })
      window.addEventListener("resize", schedule)
      schedule()
    })
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      stop()
    }
  }, [ref])
}
