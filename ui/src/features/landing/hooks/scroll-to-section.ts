/** Space left above a section scrolled to from a button, so the sticky header never covers its title. */
export const SECTION_OFFSET = 80

/** scrollToSection scrolls so the element `id` sits `offset` px below the top, then gives it focus. */
export function scrollToSection(id: string, offset = SECTION_OFFSET): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const top = target.getBoundingClientRect().top + window.scrollY - offset
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches
  window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" })
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1")
  target.focus({ preventScroll: true })
  return true
}
