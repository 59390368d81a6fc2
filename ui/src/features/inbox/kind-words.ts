import type { QueueItem, QueueKind } from "./types"

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The client's answer to the preview, by the review's state: what it was, and what answers it. */
const PREVIEW_ANSWERS: Record<string, { tag: string; text: string }> = {
  approved: {
    tag: "Preview approved",
    text: "The client approved the preview for launch. Launching clears this.",
  },
  changes: {
    tag: "Changes requested",
    text: "The client asked for changes to the preview. Ticking a change, or asking for a new review, clears this.",
  },
}

/** The words of each kind of item: its tag, what happened, and what answers it (lib/studio_queue.js). */
const WORDS: Record<QueueKind, (item: QueueItem) => { tag: string; text: string }> = {
  new_order: () => ({
    tag: "New order",
    text: "Waiting for your approval. Approving it, or moving it to another status, clears this.",
  }),
  messages: (item) => ({
    tag: plural(item.count, "new message", "new messages"),
    text: "The client wrote to you. Your reply in the conversation clears this.",
  }),
  intake_complete: () => ({
    tag: "Intake complete",
    text: "The client sent the whole brand intake. Moving the launch on to Store access clears this.",
  }),
  access_granted: () => ({
    tag: "Access granted",
    text: "The client says it approved your collaborator request in Shopify. Moving the launch on to Building clears this.",
  }),
  code_received: (item) => ({
    tag: "Collaborator code",
    text: `The client gave its Shopify collaborator code${item.collaboratorCode ? ` ${item.collaboratorCode}` : ""}. Sending your collaborator request clears this.`,
  }),
  preview_answered: (item) =>
    PREVIEW_ANSWERS[item.reviewState] ?? {
      tag: "Preview answered",
      text: "The client answered the preview. Asking for a new review, ticking a change or launching clears this.",
    },
}

/** kindWords says what an item of the studio's queue is about, and what answers it. */
export function kindWords(item: QueueItem): { tag: string; text: string } {
  return WORDS[item.kind](item)
}
