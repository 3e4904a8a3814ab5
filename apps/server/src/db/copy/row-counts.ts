/** One table's rows on each side of a copy. */
export interface RowCount {
  table: string
  source: number
  target: number
}

/** The tables whose counts differ; empty when the copy holds every row. */
export function differingCounts(counts: readonly RowCount[]): RowCount[] {
  return counts.filter((c) => c.source !== c.target)
}

/** The final check as the operator reads it: one line per table, the differing ones marked. */
export function formatRowCounts(counts: readonly RowCount[], labels = { source: 'SQLite', target: 'PostgreSQL' }): string {
  const width = Math.max('table'.length, ...counts.map((c) => c.table.length))
  const sourceWidth = Math.max(labels.source.length, ...counts.map((c) => String(c.source).length))
  const targetWidth = Math.max(labels.target.length, ...counts.map((c) => String(c.target).length))
  const line = (table: string, source: string, target: string, mark = '') => `${table.padEnd(width)}  ${source.padStart(sourceWidth)}  ${target.padStart(targetWidth)}${mark}`.trimEnd()
  return [
    line('table', labels.source, labels.target),
    ...counts.map((c) => line(c.table, String(c.source), String(c.target), c.source === c.target ? '' : '  <- differs')),
  ].join('\n')
}
