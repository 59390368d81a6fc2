import { type RefObject, useEffect, useRef, useState } from "react"

declare global {
  interface Window {
    /** The form sent before the page's script had hydrated it (kept by the prerendered page's loader). */
    __launchdeskPendingSubmit?: HTMLFormElement | null
  }
}

/**
 * usePrerenderedForm lets a form served as HTML catch up with what the visitor did before its script ran:
 * a value typed (or filled in by the browser) before hydration is taken into the form's state, and a
 * submit the loader held back (scripts/prerender-lib.mjs) is sent again once the state has it.
 * `fields` maps each input's id to the setter of its value; it is read once, after hydration.
 */
export function usePrerenderedForm(
  formRef: RefObject<HTMLFormElement | null>,
  fields: Record<string, (value: string) => void>,
): void {
  const initial = useRef(fields)
  const [replay, setReplay] = useState<HTMLFormElement | null>(null)

  useEffect(() => {
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

/** markHydrated tells the loader that the page's forms now handle their own submits. */
export function markHydrated(): void {
  document.documentElement.setAttribute("data-hydrated", "")
}
