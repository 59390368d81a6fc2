/** Space left above a section scrolled to from a button, so the sticky header never covers its title. */
export const SECTION_OFFSET = 80

/**
 * scrollToSection scrolls so the element `id` sits `offset` px below the top, then gives it focus.
 * Sections on the way render only as they come near (content-visibility), which can move the target
 * while scrolling, so the position is checked when the scroll ends and corrected (at most twice).
 */
export function scrollToSection(id: string, offset = SECTION_OFFSET): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const behavior: ScrollBehavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches
    ? "auto"
    : "smooth"
  const scroll = (attempt: number) => {
    const delta = target.getBoundingClientRect().top - offset
    if (Math.abs(delta) < 2) return
    if (attempt < 2) window.addEventListener("scrollend", () => scroll(attempt + 1), { once: true })
    window.scrollTo({ top: window.scrollY + delta, behavior })
  }
  scroll(0)
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1")
  target.focus({ preventScroll: true })
  return true
}
