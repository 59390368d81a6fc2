import { useEffect, useRef, useState } from "react"
import { useNavigate } from "react-router-dom"

/** The in-app address a click on a link goes to, or null when the click is not a plain in-app navigation. */
function inAppTarget(event: globalThis.MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = (event.target as Element | null)?.closest?.("a[href]")
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return null
  if (link.hasAttribute("download") || link.origin !== window.location.origin) return null
  const to = `${link.pathname}${link.search}${link.hash}`
  return to === `${window.location.pathname}${window.location.search}` ? null : to
}

/**
 * useLeaveGuard asks before leaving a page with unsaved work while active: closing or reloading the tab gets the
 * browser's own question (beforeunload), and a click on an in-app link is held until the person answers: leave()
 * goes there, stay() stays. (The router is a plain BrowserRouter, which has no navigation blocker.)
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate()
  const [pending, setPending] = useState<string | null>(null)
  const leaving = useRef(false)

  useEffect(() => {
    if (!active) return
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (leaving.current) return
      e.preventDefault()
      e.returnValue = "" // older browsers ask only when this is set
    }
    const onClick = (e: globalThis.MouseEvent) => {
      const to = inAppTarget(e)
      if (!to || leaving.current) return
      e.preventDefault()
      e.stopPropagation()
      setPending(to)
    }
    window.addEventListener("beforeunload", onBeforeUnload)
    document.addEventListener("click", onClick, true) // before the router's own link handler
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload)
      document.removeEventListener("click", onClick, true)
    }
  }, [active])

  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      if (pending === null) return
      leaving.current = true
      setPending(null)
      navigate(pending)
    },
  }
}
