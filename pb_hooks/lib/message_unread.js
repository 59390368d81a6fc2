/// <reference path="../../pb_data/types.d.ts" />
// Read positions and unread messages. A user's position on an order (message_reads.last_read) marks every message
// created up to then as read; a message is unread by a user when it is newer, written by someone else, and one the
// user may read (clients never see internal notes).

const { isStudio } = require(`${__hooks}/lib/studio.js`)

/** readPosition returns user's message_reads row for order, or null. */
function readPosition(app, userId, orderId) {
  const rows = app.findRecordsByFilter("message_reads", "user = {:user} && order = {:order}", "", 1, 0, {
    user: userId,
    order: orderId,
  })
  return rows.length > 0 ? rows[0] : null
}

/** lastRead is user's position on order as stored text ("" when it never opened the conversation). */
function lastRead(app, userId, orderId) {
  const row = readPosition(app, userId, orderId)
  return row ? row.getString("last_read") : ""
}

function unreadFilter(app, order, user) {
  let filter = "order = {:order} && author != {:user} && created > {:since}"
  if (!isStudio(user)) filter += " && internal = false"
  return {
    filter,
    params: { order: order.id, user: user.id, since: lastRead(app, user.id, order.id) || "0" },
  }
}

/** unreadMessages lists the newest `limit` messages of order that user has not read, oldest first. */
function unreadMessages(app, order, user, limit) {
  const { filter, params } = unreadFilter(app, order, user)
  const found = app.findRecordsByFilter("messages", filter, "-created,-id", limit, 0, params)
  // A Go slice reversed in place by goja duplicates elements: copy into a JS array first.
  const list = []
  for (let i = found.length - 1; i >= 0; i--) list.push(found[i])
  return list
}

/** unreadCount counts the messages of order that user has not read (one indexed COUNT). */
function unreadCount(app, order, user) {
  const { params } = unreadFilter(app, order, user)
  let sql = "[[order]] = {:order} AND author != {:user} AND created > {:since}"
  if (!isStudio(user)) sql += " AND internal = FALSE"
  return app.countRecords("messages", $dbx.exp(sql, params))
}

/** markRead moves user's position on order to now and returns the position it had before ("" for none). */
function markRead(tx, userId, orderId) {
  let row = readPosition(tx, userId, orderId)
  const previous = row ? row.getString("last_read") : ""
  if (!row) {
    row = new Record(tx.findCachedCollectionByNameOrId("message_reads"))
    row.set("user", userId)
    row.set("order", orderId)
  }
  row.set("last_read", new DateTime())
  tx.save(row)
  return { previous, current: row.getString("last_read") }
}

// Counts per order of what the user has not read. Clients: their own orders, no internal notes.
const COUNT_SQL = `SELECT m.[order] AS ord, COUNT(*) AS n
FROM messages m
LEFT JOIN message_reads r ON r.[order] = m.[order] AND r.user = {:user}
WHERE m.author != {:user} AND m.created > COALESCE(r.last_read, '')`
const CLIENT_SQL = ` AND m.internal = FALSE AND m.[order] IN (SELECT id FROM orders WHERE client = {:user})`

/** unreadCounts returns { total, orders: { orderId: count } } for user. */
function unreadCounts(app, user) {
  const sql = COUNT_SQL + (isStudio(user) ? "" : CLIENT_SQL) + " GROUP BY m.[order]"
  const rows = arrayOf(new DynamicModel({ ord: "", n: 0 }))
  app.db().newQuery(sql).bind({ user: user.id }).all(rows)
  const orders = {}
  let total = 0
  for (const row of rows) {
    orders[row.ord] = row.n
    total += row.n
  }
  return { total, orders }
}

module.exports = { readPosition, lastRead, unreadMessages, unreadCount, markRead, unreadCounts }
