import { useEffect, useState } from "react"

/**
 * RouteAnnouncer tells screen-reader users where they are after each client-side navigation: a single
 * page app changes no page, so it reads out the new document title (each screen sets its own).
 */
export function RouteAnnouncer() {
  const [message, setMessage] = useState("")
  useEffect(() => {
    const title = document.querySelector("title")
    if (!title) return
    const observer = new MutationObserver(() => setMessage(document.title))
    observer.observe(title, { childList: true, characterData: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {message}
    </p>
  )
}
