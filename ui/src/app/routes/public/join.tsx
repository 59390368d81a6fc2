import { useParams } from "react-router-dom"
import { useSession } from "@/features/auth/session-store"
import { JoinInvitation } from "@/features/teams/components/join-invitation"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { paths } from "../../paths"
import { BookFrame } from "./book-frame"

/** /join/{token}: the invitation e-mail's link, signed in or not (signing up or in comes back to the portal's copy). */
export default function JoinPage() {
  const { token = "" } = useParams()
  const signedIn = useSession((s) => !!s.user)
  useDocumentTitle("Join a team")
  return (
    <BookFrame>
      <h1>Join a team</h1>
      <JoinInvitation token={token} signedIn={signedIn} authHref={authHref(token)} />
    </BookFrame>
  )
}

/** authHref is where the link sends a signed-out visitor: sign up or in with the invited address, then back here. */
export const authHref = (token: string) => (email: string, signUp: boolean) =>
  paths.auth.href({
    ...(signUp ? { mode: "signup" as const } : {}),
    email,
    next: paths.portal.join.href(token),
  })
