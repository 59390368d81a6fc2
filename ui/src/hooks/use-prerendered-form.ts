import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react"

declare global {
  interface Window {
    /** The form sent before the page's script had hydrated it (kept by the prerendered page's loader). */
    __launchdeskPendingSubmit?: HTMLFormElement | null
    /** The last button tapped before the page's script had hydrated it (kept by the loader). */
    __launchdeskPendingClick?: HTMLButtonElement | null
  }
}

/**
 * usePrerenderedForm lets a form served as HTML catch up with what the visitor did before its script ran:
 * a value typed (or filled in by the browser) before hydration is taken into the form's state, and a
 * submit the loader held back (scripts/prerender-lib.mjs) is sent again once the state has it.
 * `fields` maps each input's id to the setter of its value; it is read once, after hydration.
 *
 * The values are taken in a layout effect, inside the hydration's commit: React renders them before the
 * browser runs another event. In a passive effect there was a gap between the commit and the adoption in
 * which a keystroke reached a handler still holding the hydration render's empty state, and that handler's
 * update wiped what had been typed before (the sign-up that never reached /portal).
 */
export function usePrerenderedForm(
  formRef: RefObject<HTMLFormElement | null>,
  fields: Record<string, (value: string) => void>,
): void {
  const initial = useRef(fields)
  const [replay, setReplay] = useState<HTMLFormElement | null>(null)

  useLayoutEffect(() => {
    const form = formRef.current
    if (!form) return
    for (const [id, set] of Object.entries(initial.current)) {
      const input = form.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`)
      // The same value as rendered changes nothing; another one was typed or filled in before hydration.
      if (input) set(input.value)
    }
    if (window.__launchdeskPendingSubmit === form) {
      window.__launchdeskPendingSubmit = null
      setReplay(form)
    }
  }, [formRef])

  // Sent from the render that holds the adopted values.
  useEffect(() => {
    replay?.requestSubmit()
  }, [replay])
}

/**
 * markHydrated tells the loader that the page's forms now handle their own submits and taps, and taps again the
 * button tapped before (a mode switch). Call it from a layout effect placed after the forms: a submit held after it
 * ran is one the forms have already looked for.
 */
export function markHydrated(): void {
  document.documentElement.setAttribute("data-hydrated", "")
  const tapped = window.__launchdeskPendingClick
  window.__launchdeskPendingClick = null
  // after this commit, once React's handlers see the hydrated state: the tap is the visitor's, sent once
  if (tapped) setTimeout(() => tapped.isConnected && tapped.click())
}
