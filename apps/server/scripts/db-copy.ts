// npm run db:copy -- --from <SQLite file> --to <postgres:// URL>: copies a stopped SQLite instance
// into a new, empty PostgreSQL database (docs/operations.md "Moving from SQLite to PostgreSQL",
// docs/decisions/044). Exit 0: copied, every table's count matches; 1: refused, failed or a count
// differs (nothing kept); 2: wrong arguments.
import { parseArgs } from 'node:util'
import { copySqliteToPostgres, type CopyProgress } from '../src/db/copy/copy-sqlite-to-postgres.ts'
import { CopyRefusal } from '../src/db/copy/copy-refusal.ts'
import { differingCounts, formatRowCounts } from '../src/db/copy/row-counts.ts'

const USAGE = 'Usage: npm run db:copy -- --from <SQLite file> --to <postgres:// URL>   (the server on the SQLite file must be stopped)'

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`)
  process.exit(2)
}

let from: string | undefined
let to: string | undefined
try {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } }, strict: true, allowPositionals: false })
  ;({ from, to } = values)
} catch (error) {
  usage(`${(error as Error).message.replace(/\.$/, '')}.`)
}
if (!from) usage('Say which SQLite file to copy with --from.')
if (!to) usage('Say which PostgreSQL database to copy into with --to.')
if (!/^postgres(ql)?:\/\//i.test(to)) usage('--to must be a postgres:// (or postgresql://) URL.')

/** The URL without its password, for messages. */
function shown(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.href
  } catch {
    return 'the target'
  }
}

// On a terminal, one line that updates in place; in a log, one line per table once it is copied.
const live = process.stderr.isTTY
const progress = (p: CopyProgress) => {
  const line = `[${p.index}/${p.tables}] ${p.table}: ${p.copied} of ${p.total} rows`
  if (live) process.stderr.write(`\r\x1b[K${line}`)
  else if (p.copied === p.total) process.stderr.write(`${line}\n`)
}

console.error(`Copying ${from} into ${shown(to)} …`)
try {
  const result = await copySqliteToPostgres({ from, to, onProgress: progress })
  if (live) process.stderr.write('\r\x1b[K')
  console.log(formatRowCounts(result.counts))
  const differing = differingCounts(result.counts)
  if (!result.kept) {
    console.error(`\nThe row counts of ${differing.map((c) => c.table).join(', ')} differ, so nothing was kept: the target is as it was.`)
    process.exit(1)
  }
  console.log(`\nCopied ${result.counts.length} tables into schema "${result.schema}"; every table has the same number of rows on both sides.`)
} catch (error) {
  if (live) process.stderr.write('\r\x1b[K')
  if (error instanceof CopyRefusal) console.error(error.message)
  else console.error(`db:copy stopped: ${(error as Error).message}. The target was left as it was.`)
  process.exit(1)
}
