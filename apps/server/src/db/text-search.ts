import { sql, type Expression, type SqlBool } from 'kysely'

/**
 * Case-insensitive "column contains text", matching the text literally (%, _ and \ included).
 * The ESCAPE clause is explicit because SQLite, unlike PostgreSQL, has no default LIKE escape.
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape ${sql.raw("'\\'")}`
}
