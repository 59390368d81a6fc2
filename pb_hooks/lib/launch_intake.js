/// <reference path="../../pb_data/types.d.ts" />
// A brand intake answer: a typed text, or a message of the order's conversation whose files complete the item.
// The product list's CSV file is checked row by row (lib/product_csv.js) before the item counts as done.

const actions = require(`${__hooks}/lib/launch_actions.js`)
const csv = require(`${__hooks}/lib/product_csv.js`)

/** MAX_CSV_BYTES is the largest product CSV read for checking. */
const MAX_CSV_BYTES = 5 * 1024 * 1024

function refuse(message) {
  throw new BadRequestError(message)
}

function findMessage(tx, order, id, user) {
  let message = null
  try {
    message = tx.findRecordById("messages", id)
  } catch (_) {
    message = null
  }
  const admin = user.getString("role") === "admin"
  if (!message || message.getString("order") !== order.id || (!admin && message.getBool("internal"))) {
    refuse("That message is not in this order's conversation.")
  }
  if (message.getStringSlice("files").length === 0) {
    refuse("That message has no files: attach the files to a message first.")
  }
  return message
}

function readFile(tx, message, name) {
  const fsys = tx.newFilesystem()
  try {
    const reader = fsys.getReader(message.baseFilesPath() + "/" + name)
    try {
      return toString(reader, MAX_CSV_BYTES)
    } finally {
      reader.close()
    }
  } finally {
    fsys.close()
  }
}

/** checkProducts checks the CSV files of message; the result of the first failing file, or of the last one. */
function checkProducts(tx, message) {
  const files = message.getStringSlice("files").filter((f) => /\.csv$/i.test(f))
  if (files.length === 0) refuse("Upload the product list as a Shopify product CSV file (.csv).")
  let result = null
  for (const name of files) {
    result = csv.checkProductCsv(readFile(tx, message, name))
    if (!result.ok) return result
  }
  return result
}

/**
 * submit completes intake item name of order for user from body { answer } or { message }. Returns null when done,
 * or the failed product check ({ errors, more }) when the product CSV has problems (nothing is saved then).
 */
function submit(tx, order, launch, name, body, user, now) {
  if (launch.getString("step") === "launched") refuse("The intake is closed: the store is launched.")
  const answer = String(body.answer || "").trim()
  const messageId = String(body.message || "")
  if (answer.length > 4000) refuse("Keep the answer under 4000 characters, or attach a file instead.")
  if (!answer && !messageId) refuse("Type an answer, or send the files in a message and choose it.")
  const message = messageId ? findMessage(tx, order, messageId, user) : null
  if (message && name === "products") {
    const result = checkProducts(tx, message)
    if (!result.ok) return result
  }
  actions.completeItem(tx, order, launch, name, answer, message, user, now)
  return null
}

module.exports = { MAX_CSV_BYTES, submit }
