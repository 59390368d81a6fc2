import { ClientResponseError } from "pocketbase"
import { create } from "zustand"
import { pb } from "@/lib/pocketbase"
import type { UserRecord } from "@/lib/pocketbase-types"

type SessionStatus = "loading" | "ready"

interface SessionState {
  status: SessionStatus
  user: UserRecord | null
  /** Checks the stored session with the server once at start (role changes, revoked tokens). */
  init: () => Promise<void>
  signOut: () => void
}

const currentUser = () => (pb.authStore.isValid ? (pb.authStore.record as UserRecord | null) : null)

/** useSession owns the signed-in user; it follows pb.authStore, which syncs across tabs. */
export const useSession = create<SessionState>()((set, get) => ({
  status: pb.authStore.isValid ? "loading" : "ready",
  user: currentUser(),
  init: async () => {
    if (get().status === "ready") return
    try {
      await pb.collection("users").authRefresh({ requestKey: "session-init" })
    } catch (err) {
      // Only a verdict from the server ends the session; offline keeps the stored one.
      if (err instanceof ClientResponseError && err.status >= 400 && err.status < 500) pb.authStore.clear()
    }
    set({ status: "ready", user: currentUser() })
  },
  signOut: () => pb.authStore.clear(),
}))

pb.authStore.onChange((token) => {
  console.info(`[auth] session ${token ? "token updated" : "cleared"}`)
  useSession.setState({ user: currentUser() })
})
