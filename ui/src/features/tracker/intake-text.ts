// The words of an intake answer sent with files: the conversation shows what the client typed beside the file names.

/** INTAKE_ANSWER_MAX is the longest typed answer: the message that carries it (4000 characters) keeps room for the label and the file names. */
export const INTAKE_ANSWER_MAX = 3000

/** intakeMessageBody is the text of the message that carries an intake item's files: "Logo: logo.png", then the answer. */
export function intakeMessageBody(label: string, files: { name: string }[], answer: string): string {
  const names = files.map((f) => f.name).join(", ")
  const head = `${label}: ${names}`.slice(0, 4000 - INTAKE_ANSWER_MAX - 2)
  const text = answer.trim()
  return text ? `${head}\n\n${text}` : head
}
