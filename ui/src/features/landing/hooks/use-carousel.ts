import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react"

/**
 * useCarousel drives a horizontally scrolling list of slides (CSS scroll snap gives swipe for free):
 * it tracks the first slide in view and how many fit, and moves by whole slides from buttons and keys.
 */
export function useCarousel(count: number) {
  const scrollerRef = useRef<HTMLUListElement>(null)
  const [index, setIndex] = useState(0)
  const [perView, setPerView] = useState(1)

  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    let frame = 0
    const measure = () => {
      frame = 0
      const [first, second] = Array.from(scroller.children) as HTMLElement[]
      if (!first) return
      const step = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth
      setPerView(Math.max(1, Math.round(scroller.clientWidth / step)))
      setIndex(Math.round(scroller.scrollLeft / step))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    schedule()
    scroller.addEventListener("scroll", schedule, { passive: true })
    window.addEventListener("resize", schedule)
    return () => {
      cancelAnimationFrame(frame)
      scroller.removeEventListener("scroll", schedule)
      window.removeEventListener("resize", schedule)
    }
  }, [])

  const maxIndex = Math.max(0, count - perView)
  const current = Math.min(index, maxIndex)

  const go = useCallback(
    (target: number) => {
      const scroller = scrollerRef.current
      const slides = scroller ? (Array.from(scroller.children) as HTMLElement[]) : []
      const slide = slides[Math.min(Math.max(target, 0), maxIndex)]
      if (!scroller || !slide || !slides[0]) return
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches
      scroller.scrollTo({
        left: slide.offsetLeft - slides[0].offsetLeft,
        behavior: reduce ? "auto" : "smooth",
      })
    },
    [maxIndex],
  )

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: maxIndex,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    go(target)
  }

  return { scrollerRef, index: current, perView, maxIndex, go, onKeyDown }
}
