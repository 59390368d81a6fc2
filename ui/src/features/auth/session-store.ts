import { create } from "zustand"
import { pb } from "@/lib/pocketbase"
import type { UserRecord } from "@/lib/pocketbase-types"
import { verifySession } from "@/lib/session-check"

type SessionStatus = "loading" | "ready"

/** What the create-account form sends; the server forces the role to client. */
export interface SignUpInput {
  name: string
  email: string
  password: string
}

interface SessionState {
  status: SessionStatus
  user: UserRecord | null
  /** True after this tab created the account: the portal greets a newcomer, not a returning user. */
  newAccount: boolean
  /** Checks the stored session with the server once at start (role changes, revoked tokens). */
  init: () => Promise<void>
  /** Signs in with e-mail and password; throws the server's error. */
  signIn: (email: string, password: string) => Promise<UserRecord>
  /** Signs in with an e-mailed code (otpId from requestSignInCode); throws the server's error. */
  signInWithCode: (otpId: string, code: string) => Promise<UserRecord>
  /** Replaces the signed-in user with a fresher copy of it (after the account page saved it). */
  updateUser: (user: UserRecord) => void
  /** Creates a client account, then signs it in; throws the server's error. */
  signUp: (input: SignUpInput) => Promise<UserRecord>
  signOut: () => void
  /** Invalidates every token of this user (all devices), then signs out here; throws the server's error. */
  signOutEverywhere: () => Promise<void>
}

const currentUser = () => (pb.authStore.isValid ? (pb.authStore.record as UserRecord | null) : null)

/** useSession owns the signed-in user; it follows pb.authStore, which syncs across tabs. */
export const useSession = create<SessionState>()((set, get) => ({
  status: pb.authStore.isValid ? "loading" : "ready",
  user: currentUser(),
  newAccount: false,
  init: async () => {
    if (get().status === "ready") return
    await verifySession()
    set({ status: "ready", user: currentUser() })
  },
  signIn: async (email, password) => {
    const auth = await pb.collection("users").authWithPassword(email, password, { requestKey: null })
    set({ status: "ready", user: auth.record, newAccount: false })
    return auth.record
  },
  signInWithCode: async (otpId, code) => {
    const auth = await pb.collection("users").authWithOTP(otpId, code, { requestKey: null })
    set({ status: "ready", user: auth.record, newAccount: false })
    return auth.record
  },
  updateUser: (user) => {
    if (pb.authStore.isValid) pb.authStore.save(pb.authStore.token, user)
  },
  signUp: async ({ name, email, password }) => {
    // No role: the server makes every self-registered account a client.
    await pb
      .collection("users")
      .create({ name, email, password, passwordConfirm: password }, { requestKey: null })
    const user = await get().signIn(email, password)
    set({ newAccount: true })
    return user
  },
  signOut: () => pb.authStore.clear(),
  signOutEverywhere: async () => {
    await pb.send("/api/launchdesk/sign-out-everywhere", { method: "POST", requestKey: null })
    pb.authStore.clear()
  },
}))

pb.authStore.onChange((token) => {
  console.info(`[auth] session ${token ? "token updated" : "cleared"}`)
  useSession.setState({ user: currentUser() })
})
