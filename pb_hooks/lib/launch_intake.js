/// <reference path="../../pb_data/types.d.ts" />
// A brand intake answer: a typed text, or a message of the order's conversation whose files complete the item.
// The product list's CSV file is checked row by row before the item counts as done, by $productCsv.check (Go,
// internal/productcsv: the sentences and Shopify's rules are there), before the write transaction (precheck): SQLite
// has one writer, and every other save would wait behind it.

const actions = require(`${__hooks}/lib/launch_actions.js`)
const { canRead, readableOrder } = require(`${__hooks}/lib/access.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

/** MAX_CSV_BYTES is the largest product CSV checked; one byte more is read, so that a larger file is refused. */
const MAX_CSV_BYTES = 5 * 1024 * 1024

function refuse(message) {
  throw new BadRequestError(message)
}

function findMessage(tx, order, id, user) {
  const message = findOrNull(tx, "messages", id)
  if (!message || message.getString("order") !== order.id || !canRead(tx, user, message)) {
    refuse("That message is not in this order's conversation.")
  }
  if (message.getStringSlice("files").length === 0) {
    refuse("That message has no files: attach the files to a message first.")
  }
  return message
}

function readFile(app, message, name) {
  const fsys = app.newFilesystem()
  try {
    const reader = fsys.getReader(message.baseFilesPath() + "/" + name)
    try {
      return toString(reader, MAX_CSV_BYTES + 1)
    } finally {
      reader.close()
    }
  } finally {
    fsys.close()
  }
}

/** checkProducts checks the CSV files of message; the result of the first failing file, or of the last one. */
function checkProducts(app, message) {
  const files = message.getStringSlice("files").filter((f) => /\.csv$/i.test(f))
  if (files.length === 0) refuse("Upload the product list as a Shopify product CSV file (.csv).")
  let result = null
  for (const name of files) {
    result = $productCsv.check(readFile(app, message, name))
    if (!result.ok) return result
  }
  return result
}

/** writableOrder tells whether user may answer the intake of the order with id orderId: whoever may read it. */
function writableOrder(app, orderId, user) {
  return !!readableOrder(app, user, orderId)
}

/**
 * checkUpload checks the product CSV files being uploaded with a new message, before it is saved (the files are
 * not stored yet): { ok: true } when there is nothing to refuse, else the failed check. The message create request
 * carries intake=products when the portal sends the product list (messages.pb.js), so a refused file never reaches
 * the conversation.
 */
function checkUpload(files) {
  const csvs = files.filter((f) => /\.csv$/i.test(f.originalName))
  if (csvs.length === 0) {
    return {
      ok: false,
      errors: [{ row: 0, message: "Upload the product list as a Shopify product CSV file (.csv)." }],
      more: 0,
    }
  }
  for (const file of csvs) {
    const reader = file.reader.open()
    let text
    try {
      text = toString(reader, MAX_CSV_BYTES + 1)
    } finally {
      reader.close()
    }
    const result = $productCsv.check(text)
    if (!result.ok) return result
  }
  return { ok: true }
}

/**
 * precheck reads and checks the product CSV of body's message outside any transaction (app is not one). Returns
 * { failed } with the failed check, { checked } with the files it checked, or {} when there is nothing to check (not
 * the product list, no message, or a closed intake: submit then refuses).
 */
function precheck(app, order, launch, name, body, user) {
  const messageId = String(body.message || "")
  if (name !== "products" || !messageId || (launch && launch.getString("step") === "launched")) return {}
  const message = findMessage(app, order, messageId, user)
  const result = checkProducts(app, message)
  if (!result.ok) return { failed: result }
  return { checked: { message: message.id, files: JSON.stringify(message.getStringSlice("files")) } }
}

/**
 * submit completes intake item name of order for user from body { answer } or { message }, in transaction tx. The
 * product list's CSV must have passed precheck (checked); nothing is read from files here.
 */
function submit(tx, order, launch, name, body, user, now, checked) {
  if (launch.getString("step") === "launched") refuse("The intake is closed: the store is launched.")
  const answer = String(body.answer || "").trim()
  const messageId = String(body.message || "")
  if (answer.length > 4000) refuse("Keep the answer under 4000 characters, or attach a file instead.")
  if (!answer && !messageId) refuse("Type an answer, or send the files in a message and choose it.")
  const message = messageId ? findMessage(tx, order, messageId, user) : null
  if (message && name === "products") {
    const same =
      checked &&
      checked.message === message.id &&
      checked.files === JSON.stringify(message.getStringSlice("files"))
    if (!same) refuse("The message changed while its files were checked: please try again.")
  }
  actions.completeItem(tx, order, launch, name, answer, message, user, now)
}

module.exports = { MAX_CSV_BYTES, checkUpload, precheck, submit, writableOrder }
