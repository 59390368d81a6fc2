import { create } from "zustand"
import type { UserRecord } from "@/lib/pocketbase-types"
import { verifySession } from "@/lib/session-check"
import { loadClient, withClient } from "@/lib/load-client"
import { announceChange, endSession, expectMs } from "@/lib/session-sync"
import { onSessionChange, storedSession } from "@/lib/stored-session"
import { clearAllDrafts } from "@/lib/user-drafts"
import { touchBody } from "@/lib/touch"
import { followChange } from "./session-follow"
import { signInHeaders } from "./sign-in-headers"

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

// Read from storage, as the SDK keeps it: the sign-in screen renders without loading the SDK.
const currentUser = () => storedSession()?.user ?? null

/**
 * The id of the account this tab just created, kept in sessionStorage: the portal opens in the same
 * document, and its greeting still knows a newcomer after a reload of the tab.
 */
const NEW_ACCOUNT_KEY = "launchdesk:new-account"
const newAccountStore = {
  read: (): string | null => {
    try {
      return typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(NEW_ACCOUNT_KEY)
    } catch {
      return null
    }
  },
  write: (id: string | null) => {
    try {
      if (typeof sessionStorage === "undefined") return
      if (id) sessionStorage.setItem(NEW_ACCOUNT_KEY, id)
      else sessionStorage.removeItem(NEW_ACCOUNT_KEY)
    } catch {
      // storage refused (private mode): the greeting falls back to "Welcome back"
    }
  },
}
const isNewAccount = () => {
  const id = newAccountStore.read()
  return id !== null && id === currentUser()?.id
}

/** useSession owns the signed-in user; it follows pb.authStore, which syncs across tabs. */
export const useSession = create<SessionState>()((set, get) => ({
  status: storedSession() ? "loading" : "ready",
  user: currentUser(),
  newAccount: isNewAccount(),
  init: async () => {
    if (get().status === "ready") return
    // main.tsx asked the server about the stored session as the app started: its answer will do.
    await verifySession({ maxAgeMs: 10_000 })
    set({ status: "ready", user: currentUser() })
  },
  signIn: async (email, password) => {
    const pb = await loadClient()
    const auth = await pb.collection("users").authWithPassword(email, password, {
      requestKey: null,
      headers: signInHeaders(),
    })
    newAccountStore.write(null)
    set({ status: "ready", user: auth.record, newAccount: false })
    return auth.record
  },
  signInWithCode: async (otpId, code) => {
    const pb = await loadClient()
    const auth = await pb
      .collection("users")
      .authWithOTP(otpId, code, { requestKey: null, headers: signInHeaders() })
    newAccountStore.write(null)
    set({ status: "ready", user: auth.record, newAccount: false })
    return auth.record
  },
  updateUser: (user) => {
    withClient((pb) => {
      if (pb.authStore.isValid) pb.authStore.save(pb.authStore.token, user)
    })
  },
  signUp: async ({ name, email, password }) => {
    // No role: the server makes every self-registered account a client. Where the visitor came from goes along.
    const pb = await loadClient()
    await pb
      .collection("users")
      .create({ name, email, password, passwordConfirm: password, ...touchBody() }, { requestKey: null })
    const user = await get().signIn(email, password)
    newAccountStore.write(user.id)
    set({ newAccount: true })
    return user
  },
  signOut: () => {
    clearAllDrafts() // a deliberate sign-out leaves nothing typed behind (an expired session keeps the drafts)
    return withClient((pb) => endSession(() => pb.authStore.clear(), "signed-out"))
  },
  signOutEverywhere: async () => {
    const pb = await loadClient()
    // the server ends this tab's realtime connection as it revokes the session: the check that follows a drop
    // would ask about the revoked session (a 401 in the console) before the answer below clears it
    announceChange("signed-out")
    await pb.send("/api/launchdesk/sign-out-everywhere", { method: "POST", requestKey: null })
    clearAllDrafts()
    endSession(() => pb.authStore.clear(), "signed-out")
  },
}))

// One change can be announced twice (another tab's, by the SDK and by the storage event): act once.
let lastToken = storedSession()?.token ?? ""
let lastUserId = currentUser()?.id ?? ""
const follow = (token: string, fromOtherTab: boolean, waited = false) => {
  const user = currentUser()
  if (followChange({ before: lastUserId, after: user, fromOtherTab, waited })) {
    // Another tab is signing in again: keep this tab's screens until it has, or until the wait is over.
    setTimeout(() => {
      if (lastToken === token) follow(token, fromOtherTab, true)
    }, expectMs)
    return
  }
  lastUserId = user?.id ?? ""
  useSession.setState({ user })
}
onSessionChange((token, fromOtherTab) => {
  if (token === lastToken) {
    // The same session saved again with a fresher record (updateUser), or announced a second time.
    if (token) useSession.setState({ user: currentUser() })
    return
  }
  lastToken = token
  console.info(`[auth] session ${token ? "token updated" : "cleared"}`)
  if (!token) newAccountStore.write(null)
  follow(token, fromOtherTab)
})
