import { readFileSync } from "node:fs"
import type { ReactElement } from "react"
import { join } from "node:path"
import { renderToStaticMarkup } from "react-dom/server"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it } from "vitest"
import NotFoundPage from "../../ui/src/app/routes/public/not-found"
import { PASSWORD_TOO_SHORT } from "../../ui/src/features/auth/auth-rules"
import { LandingPage } from "../../ui/src/features/landing/components/landing-page"
import { defaultFacts } from "../../ui/src/features/landing/landing-facts"
import { NotificationTabs } from "../../ui/src/features/notifications/components/notification-tabs"
import { OrderSubmitted } from "../../ui/src/features/orders/components/order-submitted"
import { ORDER_STATUS_EXPLANATIONS } from "../../ui/src/features/orders/status"
import { orderTexts } from "../support/hook-texts"
import { repoRoot } from "../support/paths"
import { AS_VALUE, EXCEPTIONS, HOMES, LABELS, LANDING_PAGE, NOTIFICATION_TABS } from "./spec-homes"
import { decodeEntities, fill, quotedTexts, readSpec, sourceOf, sourcePattern, specPath } from "./spec-texts"

// Issue 39: the specification's exact texts are requirements. Every text it quotes ('...') must have a home in the
// product (spec-homes.ts) that still holds it, or a reasoned exception; the ones that matter most are checked as
// the product renders them: the status pipeline's words from the hooks' own module, the e-mails from the fixtures
// the real hooks render (internal/mailfixtures), and the screens of an order's submission from their components.

const spec = readSpec()

/** Placeholder values for texts such as 'Order Update: {title}'. */
const SAMPLE = {
  title: "Spring drop",
  "order title": "Spring drop",
  "status with underscores as spaces": "in progress",
}

/** renderText renders an element as the browser gets it, entities decoded, for text comparisons. */
const renderText = (element: ReactElement, at = "/") =>
  decodeEntities(renderToStaticMarkup(<MemoryRouter initialEntries={[at]}>{element}</MemoryRouter>))

/** The fixture files of one e-mail the hooks render (internal/mailfixtures/testdata/<name>.*). */
const mailFixture = (name: string, ext: "subject" | "txt" | "html.txt") =>
  readFileSync(join(repoRoot, "internal", "mailfixtures", "testdata", `${name}.${ext}`), "utf8")

/** statusPairs reads the specification's per-status texts on a line: "pending_approval: '...'; in_progress: ...". */
function statusPairs(markdown: string, near: string): Record<string, string> {
  const line = markdown.split("\n").find((l) => l.includes(near))
  if (!line) throw new Error(`the specification has no line with ${near}`)
  return Object.fromEntries([...line.matchAll(/(\w+): '([^']+)'/g)].map((m) => [m[1]!, m[2]!]))
}

describe("the specification's quoted texts are the product's", () => {
  if (spec === null) {
    it("reads the specification", () => {
      throw new Error(
        `The specification is not at ${specPath}. It must sit beside the repository, as ../shared/spec/` +
          "specification.md from its root (CI copies shared/ there): without it nothing here can be checked.",
      )
    })
    return
  }
  const quoted = quotedTexts(spec)
  const texts = [...new Set(quoted.map((q) => q.text))]
  const where = (text: string) =>
    quoted
      .filter((q) => q.text === text)
      .map((q) => `line ${q.line}, ${q.section}`)
      .join("; ")

  it("finds the quoted texts (the parser still reads the specification)", () => {
    expect(texts.length).toBeGreaterThan(40)
    expect(texts).toContain("Order Submitted Successfully!")
    expect(texts).toContain("The order you're looking for doesn't exist.") // apostrophes inside a quote
  })

  it("places every quoted text: a home in the product, or a reasoned exception", () => {
    const unplaced = texts.filter((t) => !(t in HOMES) && !(t in EXCEPTIONS))
    expect(
      unplaced.map((t) => `'${t}' (${where(t)})`),
      "quoted by the specification, placed nowhere",
    ).toEqual([])
    const stale = [...Object.keys(HOMES), ...Object.keys(EXCEPTIONS)].filter((t) => !texts.includes(t))
    expect(stale, "placed, but no longer quoted by the specification").toEqual([])
    const both = Object.keys(EXCEPTIONS).filter((t) => t in HOMES)
    expect(both, "both placed and excepted").toEqual([])
    for (const [text, reason] of Object.entries(EXCEPTIONS)) expect(reason.length, text).toBeGreaterThan(40)
  })

  const held = texts.filter((t) => t in HOMES && !AS_VALUE.has(t))
  it.each(held)("holds '%s' in its home", (text) => {
    const home = HOMES[text]!
    expect(sourceOf(home), `'${text}' (${where(text)}) is no longer in ${home}`).toMatch(sourcePattern(text))
  })

  it("builds the password rule's message from the minimum length, as specified", () => {
    expect(PASSWORD_TOO_SHORT).toBe("Password must be at least 6 characters long")
    expect(texts).toContain(PASSWORD_TOO_SHORT)
  })

  it("explains each status on the order's page in the specification's words", () => {
    const specified = statusPairs(spec, "status with explanatory text")
    expect(Object.keys(specified).sort()).toEqual(["completed", "in_progress", "pending_approval"])
    expect(ORDER_STATUS_EXPLANATIONS).toEqual(specified)
  })

  it("words the status pipeline's notification, subject and e-mail sentences as specified (the hooks' module)", () => {
    const sentences = statusPairs(spec, "a status sentence")
    expect(Object.keys(sentences).sort()).toEqual(["completed", "in_progress", "pending_approval"])
    for (const [status, sentence] of Object.entries(sentences)) {
      expect(orderTexts.statusSentence(status), status).toBe(sentence)
    }
    const note = orderTexts.statusChangeNotification(SAMPLE.title, "in_progress")
    expect(note.title).toBe(fill("Order Status Updated: {order title}", SAMPLE))
    expect(note.message).toBe(
      fill('Your order "{title}" status has been updated to: {status with underscores as spaces}.', SAMPLE),
    )
    expect(orderTexts.statusChangeSubject(SAMPLE.title)).toBe(fill("Order Update: {title}", SAMPLE))
    for (const t of ["Order Status Updated: {order title}", "Order Update: {title}"])
      expect(texts).toContain(t)
  })

  it("sends the specification's sentence first in the rendered status e-mails, the next step after it", () => {
    const sentences = statusPairs(spec, "a status sentence")
    const approved = mailFixture("status_approved", "txt")
    expect(approved).toContain(`\n\n${sentences.in_progress}\n\nNext step: `)
    expect(mailFixture("status_approved", "html.txt")).toContain(`>${sentences.in_progress}</p>`)
    expect(mailFixture("status_approved", "subject")).toMatch(/^Order Update: /)
    // a move back: the specification's sentence, then what the move did
    expect(mailFixture("status_back", "txt")).toContain(
      `\n\n${sentences.pending_approval}\n\nWe have moved your order back to pending approval.\n`,
    )
  })

  it("shows the submission's confirmation, and the calendar's line only when a call was asked for", () => {
    const state = { submittedOrderId: "o1" }
    const withCall = renderText(
      <OrderSubmitted calendarOpened dashboardHref="/portal" dashboardState={state} />,
    )
    for (const text of [
      "Order Submitted Successfully!",
      "Thank you for your order submission. We'll review it and get back to you soon.",
      "Redirecting to calendar booking...",
      "Return to Dashboard",
    ]) {
      expect(withCall).toContain(text)
    }
    const withoutCall = renderText(
      <OrderSubmitted calendarOpened={false} dashboardHref="/portal" dashboardState={state} />,
    )
    expect(withoutCall).toContain("Order Submitted Successfully!")
    expect(withoutCall).not.toContain("Redirecting to calendar booking...")
  })

  let landingHtml: string | undefined // the landing page as prerendered, with no launches yet (defaultFacts)
  it.each(Object.keys(LABELS))("names the label '%s' as the specification does, in its home", (label) => {
    expect(spec, `the label '${label}' is no longer in the specification: drop it from LABELS`).toContain(
      label,
    )
    const home = LABELS[label]!
    if (home === LANDING_PAGE) {
      landingHtml ??= renderText(
        <LandingPage portalHref="/auth" orderHref="/auth" proofHref="/proof" facts={defaultFacts} />,
      )
      expect(landingHtml, `the landing page no longer shows '${label}'`).toMatch(sourcePattern(label))
    } else if (home === NOTIFICATION_TABS) {
      const counts = { all: 3, unread: 1, read: 2 }
      const tabs = renderText(<NotificationTabs active="all" counts={counts} hrefFor={(t) => `?tab=${t}`} />)
      const shown = label.replace(
        "(n)",
        `(${counts[label.split(" ")[0]!.toLowerCase() as keyof typeof counts]})`,
      )
      expect(tabs, `the notification tabs no longer show '${label}'`).toContain(`>${shown}<`)
    } else {
      expect(sourceOf(home), `the label '${label}' is no longer in ${home}`).toMatch(sourcePattern(label))
    }
  })

  it("shows the 404 page's words", () => {
    expect(renderText(<NotFoundPage />, "/no-such-page")).toContain(">Oops! Page not found<")
  })
})
