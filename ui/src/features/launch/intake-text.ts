// The words of an intake answer sent with files: the conversation shows what the client typed beside the file names.
import { LIMITS } from "@/lib/limits"

/** INTAKE_ANSWER_MAX is the longest typed answer: the message that carries it (4000 characters) keeps room for the label and the file names. */
export const INTAKE_ANSWER_MAX = 3000

/** intakeMessageBody is the text of the message that carries an intake item's files: "Logo: logo.png", then the answer. */
export function intakeMessageBody(label: string, files: { name: string }[], answer: string): string {
  const names = files.map((f) => f.name).join(", ")
  const head = `${label}: ${names}`.slice(0, LIMITS.message.max - INTAKE_ANSWER_MAX - 2)
  const text = answer.trim()
  return text ? `${head}\n\n${text}` : head
}

/** The limits of what an intake item can send: a message's files (messages.files) and the product CSV check. */
const MAX_FILES = LIMITS.messageFiles.max
const MAX_FILE_MB = LIMITS.messageFileMb.max
const MAX_CSV_MB = 5

/** intakeFilesProblem says what to change before files are sent, or "" when they can go. */
export function intakeFilesProblem(files: File[], productList: boolean): string {
  if (files.length > MAX_FILES) return `Choose at most ${MAX_FILES} files: send the rest in the conversation.`
  const limit = productList ? MAX_CSV_MB : MAX_FILE_MB
  const big = files.find((f) => f.size > limit * 1024 * 1024)
  if (!big) return ""
  return productList
    ? `"${big.name}" is larger than ${limit} MB: split the product list into smaller files.`
    : `"${big.name}" is larger than ${limit} MB; each file can be at most ${limit} MB.`
}
