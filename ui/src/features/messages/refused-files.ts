import { isClientError } from "@/lib/client-error"
import type { MessageDraft } from "./types"

/**
 * refusedFilesOf reads which files of a sent message the server refused (internal/uploads: data.files.params.refused,
 * each with its position among the files sent): their positions, in order; [] for any other error.
 */
export function refusedFilesOf(err: unknown): number[] {
  if (!isClientError(err)) return []
  const files = err.response.data?.["files"] as { params?: { refused?: unknown } } | undefined
  const refused = files?.params?.refused
  if (!Array.isArray(refused)) return []
  return refused
    .map((r: unknown) => (r as { index?: unknown } | null)?.index)
    .filter((i): i is number => typeof i === "number" && Number.isInteger(i) && i >= 0)
}

/** withoutFiles is draft without the files at positions; null when nothing would be left to send. */
export function withoutFiles(draft: MessageDraft, positions: number[]): MessageDraft | null {
  const files = draft.files.filter((_, i) => !positions.includes(i))
  if (draft.body.trim() === "" && files.length === 0) return null
  return { ...draft, files }
}
