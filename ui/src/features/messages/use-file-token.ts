import { useEffect, useState } from "react"
import { fileToken } from "./api"

/** PocketBase's file tokens last 3 minutes; a fresh one is fetched well before. */
const REFRESH_MS = 120_000

/** useFileToken keeps a current token for protected files ("" until the first arrives). */
export function useFileToken(): string {
  const [token, setToken] = useState("")
  useEffect(() => {
    let alive = true
    const load = () =>
      fileToken()
        .then((t) => alive && setToken(t))
        .catch(() => alive && setToken(""))
    void load()
    const timer = setInterval(() => void load(), REFRESH_MS)
    return () => {
      alive = false
      clearInterval(timer)
    }
  }, [])
  return token
}
