import type PocketBase from "pocketbase"
import type { TestServer } from "../support/server"
import { type Account, signUpClient, uniqueEmail } from "../support/accounts"

/**
 * joinBrand has owner invite a new address in role, signs that person up (named name) and joins them by the link's
 * token (read by the superuser su, as the e-mail's link holds it): the signed-in member.
 */
export async function joinBrand(
  server: TestServer,
  su: PocketBase,
  owner: Account,
  role: string,
  name = role,
): Promise<Account> {
  const email = uniqueEmail(role)
  await owner.pb.send("/api/launchdesk/team/invitations", { method: "POST", body: { email, role } })
  const invitation = await su
    .collection("invitations")
    .getFirstListItem(su.filter("email = {:email}", { email }))
  const member = await signUpClient(server, name, email)
  const joined = await member.pb.send(`/api/launchdesk/join/${String(invitation.token)}`, { method: "POST" })
  if (joined.redirect !== "/portal") throw new Error(`joining answered ${JSON.stringify(joined)}`)
  return member
}
