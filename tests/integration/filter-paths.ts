import type { CollectionModel } from "pocketbase"

/** A field as the collections API describes it (only what path generation reads). */
interface FieldInfo {
  name: string
  type: string
  collectionId?: string
  maxSelect?: number
  hidden?: boolean
}

/** A path from a collection a client may list to rows of another collection, and where it lands. */
export interface FilterPath {
  /** The collection the request lists. */
  from: string
  /** The field path, e.g. "orders_via_client.messages_via_order" or "@collection.messages". */
  path: string
  /** The collection whose rows the path reaches. */
  to: CollectionModel
}

const fieldsOf = (c: CollectionModel) => c.fields as unknown as FieldInfo[]
const isRelation = (f: FieldInfo) => f.type === "relation"
const isMultiple = (f: FieldInfo) => (f.maxSelect ?? 1) > 1

/** backRelations lists every `x_via_field` path into target: one per relation field of any collection pointing at it. */
function backRelations(
  all: CollectionModel[],
  target: CollectionModel,
): { path: string; to: CollectionModel }[] {
  return all.flatMap((c) =>
    fieldsOf(c)
      .filter((f) => isRelation(f) && f.collectionId === target.id && !f.hidden)
      .map((f) => ({ path: `${c.name}_via_${f.name}`, to: c })),
  )
}

/**
 * reachingPaths generates, from the schema alone, every path from each collection a client may list (a list rule
 * that is not superuser-only) to rows of another collection: back-relations one and two levels deep, a single
 * relation followed by a back-relation, multi-record relations, and `@collection.*`. A new collection or relation is
 * covered without editing the test.
 */
export function reachingPaths(all: CollectionModel[]): FilterPath[] {
  const byId = new Map(all.map((c) => [c.id, c]))
  const out: FilterPath[] = []
  for (const from of all.filter((c) => c.listRule !== null && c.listRule !== undefined)) {
    for (const first of backRelations(all, from)) {
      out.push({ from: from.name, ...first })
      for (const second of backRelations(all, first.to)) {
        out.push({ from: from.name, path: `${first.path}.${second.path}`, to: second.to })
      }
    }
    for (const rel of fieldsOf(from).filter((f) => isRelation(f) && !f.hidden)) {
      const target = byId.get(rel.collectionId ?? "")
      if (!target) continue
      if (isMultiple(rel)) out.push({ from: from.name, path: rel.name, to: target })
      for (const back of backRelations(all, target)) {
        out.push({ from: from.name, path: `${rel.name}.${back.path}`, to: back.to })
      }
    }
    for (const other of all) out.push({ from: from.name, path: `@collection.${other.name}`, to: other })
  }
  return out
}

/** A probe: one list request's query (filter or sort). */
export interface Probe {
  from: string
  query: Record<string, string>
}

/**
 * probesFor turns a path into list requests. The full set tries every operator and modifier a client might use
 * (=, !=, ~, !~, ?=, :each, :length, sorts); the short set only the comparisons that split the rows made before and
 * after `cut` ("every row older", "any row newer"), which tell whether a hidden row was added. `@collection` paths
 * get the short set: they are many and all alike.
 */
export function probesFor(p: FilterPath, cut: string, full: boolean): Probe[] {
  const fields = fieldsOf(p.to).filter((f) => !f.hidden)
  const leaf = fields.some((f) => f.name === "created") ? "created" : "id"
  const at = `${p.path}.${leaf}`
  const filters = [`${at} < "${cut}"`, `${at} ?> "${cut}"`]
  if (full && !p.path.startsWith("@collection")) {
    filters.push(
      `${at} = "${cut}"`,
      `${at} != "${cut}"`,
      `${at} ~ "${cut.slice(0, 4)}"`,
      `${at} !~ "${cut.slice(0, 4)}"`,
      `${at} ?= "${cut}"`,
      `${at}:each ?> "${cut}"`,
      `${p.path}.id != ""`,
      `${p.path}.id:length > 0`,
    )
    const multi = fields.find((f) => ["file", "select", "relation"].includes(f.type) && isMultiple(f))
    if (multi) filters.push(`${p.path}.${multi.name}:length > 0`, `${p.path}.${multi.name}:each != ""`)
  }
  const sorts = full ? [at, `-${at}`] : []
  return [
    ...filters.map((filter) => ({ from: p.from, query: { filter } })),
    ...sorts.map((sort) => ({ from: p.from, query: { sort } })),
  ]
}
