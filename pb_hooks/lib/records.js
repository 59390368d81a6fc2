/// <reference path="../../pb_data/types.d.ts" />
// Finding a record that may not exist, and running a hook's save in one transaction with what follows it.

/**
 * findOrNull returns the record of collection with id, or null when there is none (or id is empty).
 * @param {core.App} app
 * @param {string} collection
 * @param {string} id
 * @returns {core.Record | null}
 */
function findOrNull(app, collection, id) {
  if (!id) return null
  try {
    return app.findRecordById(collection, id)
  } catch (_) {
    return null
  }
}

/**
 * findFirstOrNull returns the first record of collection matching filter (with params), or null.
 * @param {core.App} app
 * @param {string} collection
 * @param {string} filter
 * @param {{ [key: string]: any }} params
 * @returns {core.Record | null}
 */
function findFirstOrNull(app, collection, filter, params) {
  try {
    return app.findFirstRecordByFilter(collection, filter, params)
  } catch (_) {
    return null
  }
}

/**
 * inSaveTransaction runs body(tx, save) in a transaction that joins an outer one (a batch's), where save() is the
 * execute hook's own save (e.next(), written through tx): what body does before and after it commits or rolls back
 * with the record. e.app is restored afterwards, whatever happens.
 * @param {core.RecordEvent} e
 * @param {(tx: core.App, save: () => void) => void} body
 */
function inSaveTransaction(e, body) {
  const original = e.app
  try {
    original.runInTransaction((tx) => {
      body(tx, () => {
        e.app = tx
        e.next()
      })
    })
  } finally {
    e.app = original
  }
}

/**
 * storedValue reads field of record as the database has it, before the save in progress (not original(): see
 * docs/decisions.md §2).
 * @param {core.App} tx
 * @param {core.Record} record
 * @param {string} field
 */
function storedValue(tx, record, field) {
  const row = new DynamicModel({ value: "" })
  tx.db()
    .select(`[[${field}]] AS value`)
    .from(record.collection().name)
    .where($dbx.hashExp({ id: record.lastSavedPK() }))
    .one(row)
  return row.value
}

module.exports = { findOrNull, findFirstOrNull, inSaveTransaction, storedValue }
