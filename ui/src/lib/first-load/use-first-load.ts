import { useEffect, useRef, useState } from "react"
import { type FirstLoadRequest, readyFirstLoad, takeFirstLoad } from "./requests"

/**
 * useFirstLoad gives a screen the answer to its request: on the first render when it was started ahead
 * of the screen and has answered (main.tsx waits a moment for that), otherwise once it arrives; null
 * until then. It asks again, afresh, when `revision` changes. A failure goes to onError (with what is
 * shown now), whose result, when not undefined, is shown instead; nothing is set once the screen has gone
 * or asked again.
 */
export function useFirstLoad<T>(
  request: FirstLoadRequest<T>,
  onError: (err: unknown, shown: T | null) => T | undefined,
  revision: unknown = 0,
): T | null {
  const [data, setData] = useState<T | null>(() => readyFirstLoad(request) ?? null)
  // The latest request and handler, without asking again each time the screen renders new closures.
  const latest = useRef({ request, onError, data })
  useEffect(() => {
    latest.current = { request, onError, data }
  })
  const { key } = request
  useEffect(() => {
    let live = true
    takeFirstLoad(latest.current.request).then(
      (value) => live && setData(value),
      (err: unknown) => {
        if (!live) return
        const instead = latest.current.onError(err, latest.current.data)
        if (instead !== undefined) setData(instead)
      },
    )
    return () => {
      live = false
    }
  }, [key, revision])
  return data
}
