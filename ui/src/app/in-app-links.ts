import { useEffect } from "react"
import { useNavigate } from "react-router-dom"

/**
 * useInAppLinks makes a plain link to one of the app's own screens (the landing page's `<a href="/auth">`,
 * shown inside the app from the 404 page; a link in a notification) a navigation inside this document, as
 * a router Link is: no second document load. Used by the screens that show such links (the in-app landing
 * page, the signed-in areas' shell), not by /auth, whose first load carries no more than it needs. Left to the browser: other origins, the server's own paths (files, the API), a
 * link to a spot on the same page, a new tab or a download, and clicks with a modifier key.
 */
export function useInAppLinks() {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return
      if (link.target && link.target !== "_self") return
      const url = new URL(link.href)
      if (url.origin !== location.origin || /^\/(api|_)\/|^\/proof(\/|$)/.test(url.pathname)) return
      if (url.pathname === location.pathname && url.search === location.search && url.hash) return
      event.preventDefault()
      navigate(url.pathname + url.search + url.hash)
    }
    document.addEventListener("click", onClick)
    return () => document.removeEventListener("click", onClick)
  }, [navigate])
}
