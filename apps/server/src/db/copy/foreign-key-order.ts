import { CopyRefusal } from './copy-refusal.ts'

/** A foreign key: rows of `table` name rows of `references`. */
export interface ForeignKey {
  table: string
  references: string
}

/**
 * The tables in an order where every table comes after those its foreign keys name, so each
 * row's references are already there when it is inserted (the keys are not deferrable).
 * Alphabetical among tables that could go in either order, so every run copies in the same
 * order. A table naming itself needs its rows in id order, which the copy reads them in.
 */
export function foreignKeyOrder(tables: readonly string[], keys: readonly ForeignKey[]): string[] {
  const waitingFor = new Map(tables.map((t) => [t, new Set<string>()]))
  for (const { table, references } of keys) {
    if (table !== references && waitingFor.has(references)) waitingFor.get(table)?.add(references)
  }
  const ordered: string[] = []
  const done = new Set<string>()
  while (ordered.length < tables.length) {
    const ready = [...waitingFor.entries()]
      .filter(([t, needs]) => !done.has(t) && [...needs].every((n) => done.has(n)))
      .map(([t]) => t)
      .sort()
    const next = ready[0]
    if (next === undefined) {
      const stuck = [...waitingFor.keys()].filter((t) => !done.has(t))
      throw new CopyRefusal(`The foreign keys of ${stuck.join(', ')} form a cycle, so no table of them can be copied first.`)
    }
    ordered.push(next)
    done.add(next)
  }
  return ordered
}
