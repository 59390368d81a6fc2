import { useParams } from "react-router-dom"
import { PageHeader } from "@/components/page-header"
import { JoinInvitation } from "@/features/teams/components/join-invitation"
import { authHref } from "../public/join"

/** /portal/join/{token}: the invitation link once signed in (where the auth screen comes back to). */
export default function PortalJoinPage() {
  const { token = "" } = useParams()
  return (
    <section>
      <PageHeader title="Join a team" />
      <JoinInvitation token={token} signedIn authHref={authHref(token)} />
    </section>
  )
}
