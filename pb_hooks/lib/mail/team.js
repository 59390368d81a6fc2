/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the invitation to a brand's team: `invite` is what lib/team_mails.js reads of the invitation:
// { inviter (the owner's name), brand (the team's brand), roleName, joinURL, days (how long the link works) }.

const { footer, mailContent } = require(`${__hooks}/lib/mail/content.js`)

/**
 * invitationMail invites an address into a brand's team, in a role, with the one link that joins it.
 * @param {import("./content.js").Brand} brand
 * @param {{ inviter: string, brand: string, roleName: string, joinURL: string, days: number }} invite
 */
function invitationMail(brand, invite) {
  const line = `${invite.inviter} invited you to work on ${invite.brand}'s orders with ${brand.name}.`
  return mailContent(brand, {
    kind: "team_invitation",
    subject: `Join ${invite.brand} on ${brand.name}`,
    preheader: line,
    heading: `Join ${invite.brand}`,
    lines: [
      line,
      `The link below works once, for ${invite.days} days. It signs you up or in with this e-mail address.`,
    ],
    details: [
      { label: "Brand", value: invite.brand },
      { label: "Role", value: invite.roleName },
    ],
    buttonLabel: "Join the team",
    buttonURL: invite.joinURL,
    linkLabel: "Visit " + brand.name,
    linkURL: brand.appURL,
    footer: footer(`${invite.inviter} invited this address to ${invite.brand}'s team`),
  })
}

module.exports = { invitationMail }
