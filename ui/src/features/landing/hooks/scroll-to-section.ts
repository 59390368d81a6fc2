/** Space left above a section scrolled to from a button, so the sticky header never covers its title. */
export const SECTION_OFFSET = 80

/** How long the glide lasts, by distance: short hops are quick, long ones never drag. */
function durationFor(distance: number): number {
  return Math.min(900, 250 + Math.abs(distance) * 0.12)
}

/** easeInOutCubic maps elapsed time 0..1 to progress 0..1, leaving and arriving gently. */
function ease(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2
}

/**
 * renderSectionsUpTo lays out every deferred section (content-visibility: auto) from the top of the
 * page to the target. Unrendered sections only hold a guessed height, so scrolling past them would
 * move the target mid-flight; measured once up front, the distance is right from the first frame.
 */
function renderSectionsUpTo(target: Element): void {
  for (const section of document.querySelectorAll<HTMLElement>(".lp-section, .lp-footer")) {
    const before = section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING
    if (before || section === target || section.contains(target)) {
      section.style.contentVisibility = "visible"
    }
  }
}

let running = 0

/**
 * scrollToSection glides once so the element `id` sits `offset` px below the top, then gives it focus.
 * Each frame aims at where the target is now (never past it), so a late layout change bends the path
 * instead of making it overshoot and jump back. Visitors who ask for reduced motion jump straight there.
 */
export function scrollToSection(id: string, offset = SECTION_OFFSET): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  renderSectionsUpTo(target)
  const goal = () => {
    const max = document.documentElement.scrollHeight - window.innerHeight
    return Math.max(0, Math.min(max, window.scrollY + target.getBoundingClientRect().top - offset))
  }
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches
  const start = window.scrollY
  const duration = durationFor(goal() - start)
  const run = ++running
  const began = performance.now()
  // The visitor's own wheel, touch or key takes over from the glide.
  const stop = new AbortController()
  const cancel = () => {
    if (run === running) running++
    stop.abort()
  }
  for (const type of ["wheel", "touchstart", "keydown"]) {
    window.addEventListener(type, cancel, { passive: true, signal: stop.signal })
  }
  const step = (now: number) => {
    if (run !== running) return stop.abort() // a newer jump or the visitor took over
    const t = reduce ? 1 : Math.min(1, (now - began) / duration)
    const end = goal()
    window.scrollTo({ top: start + (end - start) * ease(t), behavior: "instant" })
    if (t < 1) requestAnimationFrame(step)
    else stop.abort()
  }
  if (reduce) step(began)
  else requestAnimationFrame(step)
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1")
  target.focus({ preventScroll: true })
  return true
}
