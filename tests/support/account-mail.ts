import type { ReceivedMail, TestSmtp } from "./smtp"

/** mailsTo lists the received e-mails addressed to address (any letter case) whose subject matches. */
export function mailsTo(smtp: TestSmtp, address: string, subject: RegExp): ReceivedMail[] {
  const to = address.toLowerCase()
  return smtp.messages.filter(
    (m) => m.to.some((t) => t.toLowerCase() === to) && subject.test(m.parsed.subject ?? ""),
  )
}

/** waitForMail waits for the count-th e-mail to address whose subject matches and returns it. */
export async function waitForMail(
  smtp: TestSmtp,
  address: string,
  subject: RegExp,
  count = 1,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const to = address.toLowerCase()
  const found = await smtp.waitFor(
    (m) => m.to.some((t) => t.toLowerCase() === to) && subject.test(m.parsed.subject ?? ""),
    count,
    timeoutMs,
  )
  return found[count - 1]!
}

/** linkIn returns the first link of mail's plain text that goes to path (e.g. "/auth/reset/"). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const text = mail.parsed.text ?? ""
  const match = new RegExp(`https?://\\S+${path.replace(/\//g, "\\/")}\\S+`).exec(text)
  if (!match) throw new Error(`no ${path} link in:\n${text}`)
  return match[0]
}

/** tokenIn returns the token at the end of the mail's link to path. */
export function tokenIn(mail: ReceivedMail, path: string): string {
  return decodeURIComponent(linkIn(mail, path).split(path)[1]!)
}

/** codeIn returns the 6-digit sign-in code of a code e-mail (its own indented line of the plain text). */
export function codeIn(mail: ReceivedMail): string {
  const match = /^ {4}(\d{6})$/m.exec(mail.parsed.text ?? "")
  if (!match) throw new Error(`no code in:\n${mail.parsed.text}`)
  return match[1]!
}
