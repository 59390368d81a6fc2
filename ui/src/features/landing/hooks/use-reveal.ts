import { type RefObject, useEffect, useRef, useState } from "react"

/** Share of an element that must be on screen before it is revealed (specification, section 9). */
export const REVEAL_THRESHOLD = 0.15

/** useReveal reports once, and for good, that the element entered the viewport. */
export function useReveal<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    // Only now may CSS hide the element: without JavaScript everything stays visible.
    if (el instanceof HTMLElement) el.dataset.reveal = ""
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { threshold: REVEAL_THRESHOLD },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return [ref, visible]
}
