import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely'
import type { Db } from './database.ts'
import { dialectOf } from './dialect.ts'
import type { Database } from './schema.ts'

/** The text as a LIKE pattern matches it literally: its `\\`, `%` and `_` escaped with `\\`. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

/**
 * Case-insensitive "column contains text", matching the text literally (%, _ and \ included).
 * The ESCAPE clause is explicit because SQLite, unlike PostgreSQL, has no default LIKE escape.
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${likeLiteral(text.toLowerCase())}%`
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape ${sql.raw("'\\'")}`
}

/** The column (compared as stored) starts with the text: handles, which are stored in lower case. */
export function startsWithText(column: string, text: string): Expression<SqlBool> {
  const pattern = `${likeLiteral(text)}%`
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape ${sql.raw("'\\'")}`
}

/** "Any of the columns contains text": the exact test of every search, whether an index helps or not. */
export function containsTextInAny(columns: readonly string[], text: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(columns.map((column) => containsText(column, text)), sql` or `)})`
}

/**
 * The searched text columns of a table and the trigram index over them (migration 0011): on
 * SQLite the FTS5 table `fts` (trigram tokenizer, rowid = the table's id) over exactly these
 * columns; on PostgreSQL a pg_trgm GIN index on lower(column) for each, when pg_trgm exists.
 */
export interface TextIndex<T extends keyof Database> {
  table: T
  columns: ReadonlyArray<keyof Database[T] & string>
  fts: string
}

/** A page of a list in id order: `after` is the last id of the previous page. */
export interface IdPage {
  order: 'asc' | 'desc'
  after: number | undefined
  limit: number
}

/**
 * A trigram index can only narrow a search for at least one trigram: three characters, counted
 * in code points as FTS5 does. (pg_trgm builds trigrams from words of letters and digits; for
 * a text without any, such as `%%%` or emoji, its index answers correctly but reads all of itself.)
 */
export const TRIGRAM_MIN_CHARACTERS = 3

/**
 * Whether a trigram index can serve this search. It is the lowered text that is compared, and
 * lowering can change its length ("İ" becomes two code points). FTS5 stops reading a query at
 * a NUL character, so such a text keeps the scan.
 */
export function trigramSearchable(text: string): boolean {
  const lowered = text.toLowerCase()
  return [...lowered].length >= TRIGRAM_MIN_CHARACTERS && !lowered.includes('\u0000')
}

/**
 * The text as one FTS5 phrase: within double quotes everything is literal and a double quote is
 * written twice, so no user text can become FTS5 query syntax (NEAR, OR, *, column filters…).
 * With the trigram tokenizer a phrase matches a column containing the text as a substring,
 * compared after Unicode case folding.
 */
export function ftsPhrase(text: string): string {
  return `"${text.toLowerCase().replaceAll('"', '""')}"`
}

/**
 * On PostgreSQL, how many rows next in page order are read directly before the trigram indexes
 * are asked: a common word fills its page from them, and only rarer words need the indexes.
 */
export const NEXT_ROWS_SCANNED = 2000

/**
 * One page, in id order, of the rows of `query` (a query on `index.table` with its filters and
 * columns, without order, limit or paging) whose searched columns contain `text` as a literal,
 * case-insensitive substring. The rows are exactly those of the plain LIKE scan; a trigram index
 * only decides which rows are looked at:
 * - no text, or fewer than three characters (no trigram to look up): the scan, in id order;
 * - SQLite: the FTS5 table yields candidate ids in page order, lazily, each checked against
 *   the row's filters and the exact LIKE test, until the page is full (see pageViaFts);
 * - PostgreSQL: the rows next in id order first, then the GIN indexes (see pageViaGin).
 */
export async function searchPage<T extends keyof Database & string, O>(
  db: Db,
  query: SelectQueryBuilder<Database, T, O>,
  index: TextIndex<T>,
  text: string | undefined,
  page: IdPage,
): Promise<O[]> {
  const id = sql.ref<number>(`${index.table}.id`)
  let from = page.after === undefined ? query : query.where(beyond(id, page.order, page.after))
  if (text) from = from.where(containsTextInAny(index.columns, text))
  if (!text || !trigramSearchable(text)) return from.orderBy(id, page.order).limit(page.limit).execute()
  return dialectOf(db) === 'sqlite' ? pageViaFts(from, id, index, text, page) : pageViaGin(db, from, id, index, page)
}

/** "Comes after `after` in this order." */
function beyond(id: RawBuilder<number>, order: IdPage['order'], after: number): Expression<SqlBool> {
  return order === 'desc' ? sql<SqlBool>`${id} < ${after}` : sql<SqlBool>`${id} > ${after}`
}

/**
 * SQLite. The FTS5 table is the outer loop and walks its matches in rowid order (it reads its
 * doclists in either direction, and takes `rowid < after` itself), so the first page of a
 * common word stops after a page of candidates and a rare word reads only its few matches; a
 * plain `id in (select rowid from fts …)` would first collect every match (80,000 ids for a word
 * in 80% of rows). Each candidate is checked by primary key against the filters and the exact
 * LIKE test (`matching`): trigram matching folds case for all of Unicode and lower()/LIKE only
 * for ASCII, so the index may offer a row that the scan would not return, never the reverse.
 */
function pageViaFts<T extends keyof Database & string, O>(
  matching: SelectQueryBuilder<Database, T, O>,
  id: RawBuilder<number>,
  index: TextIndex<T>,
  text: string,
  page: IdPage,
): Promise<O[]> {
  const rowid = sql.ref<number>('f.rowid')
  const checked = matching.clearSelect().select(sql.lit(1).as('one')).where(sql<SqlBool>`${id} = ${rowid}`)
  const direction = sql.raw(page.order)
  const candidates = sql<number>`select ${rowid} from ${sql.table(index.fts)} as f
    where ${sql.ref(`f.${index.fts}`)} match ${ftsPhrase(text)}${page.after === undefined ? sql`` : sql` and ${beyond(rowid, page.order, page.after)}`}
      and exists ${checked}
    order by ${rowid} ${direction} limit ${page.limit}`
  return matching.where(sql<SqlBool>`${id} in (${candidates})`).orderBy(id, page.order).limit(page.limit).execute()
}

/**
 * PostgreSQL. GIN returns matches unordered: using it means reading every match and sorting
 * them, cheap for a rare word and slow for a word in most rows, whose first page lies among the
 * next rows in id order. The planner chooses between the two by estimate and, measured, chose
 * wrong both ways: it walked the primary key through 87,000 rows for a word whose matches were
 * all old, and once a prepared statement had gone generic (it no longer sees the text) it
 * walked the key for every word. So the choice is made here: first the next NEXT_ROWS_SCANNED
 * rows in page order, their edge fixed by a first query so that the two parts neither overlap
 * nor miss a row while reports come in; only if they do not fill the page, the matches beyond
 * the edge, written `id + 0` so that the primary key can serve neither that range nor the order
 * and the planner turns to the trigram indexes (without pg_trgm: one scan and a sort).
 */
async function pageViaGin<T extends keyof Database & string, O>(
  db: Db,
  matching: SelectQueryBuilder<Database, T, O>,
  id: RawBuilder<number>,
  index: TextIndex<T>,
  page: IdPage,
): Promise<O[]> {
  const table = sql.table(index.table)
  const direction = sql.raw(page.order)
  const after = page.after === undefined ? sql`` : sql`where ${beyond(sql.ref<number>('id'), page.order, page.after)}`
  const edge = await sql<{ id: number }>`select id from ${table} ${after} order by id ${direction} limit 1 offset ${NEXT_ROWS_SCANNED}`.execute(db)
  const edgeId = edge.rows[0]?.id
  if (edgeId === undefined) return matching.orderBy(id, page.order).limit(page.limit).execute()
  const near = page.order === 'desc' ? sql<SqlBool>`${id} > ${edgeId}` : sql<SqlBool>`${id} < ${edgeId}`
  const far = page.order === 'desc' ? sql<SqlBool>`${id} + 0 <= ${edgeId}` : sql<SqlBool>`${id} + 0 >= ${edgeId}`
  const first = await matching.where(near).orderBy(id, page.order).limit(page.limit).execute()
  if (first.length === page.limit) return first
  const rest = await matching.where(far).orderBy(sql`${id} + 0`, page.order).limit(page.limit - first.length).execute()
  return [...first, ...rest]
}
