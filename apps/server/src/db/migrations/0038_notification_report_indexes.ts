import { sql, type Kysely } from 'kysely'

/**
 * A notification names a lost report, a found report, or neither (a message, a gift, a staff
 * notice), so each report column's index held an entry for every row, mostly empty ones. An area's
 * alert writes 100,000 rows at once, and each wrote both indexes: now each index keeps only the rows
 * that name its kind of report (`where … is not null`), so an alert writes one of them. Every query
 * that reads them asks for a report by its id, which implies the column is set, so both databases
 * still use them (npm run bench:alerts; decision 023).
 */
const REPORT_INDEXES = [
  ['notifications_lost_pet_idx', 'lost_pet_id'],
  ['notifications_found_pet_idx', 'found_pet_id'],
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, column] of REPORT_INDEXES) {
    await db.schema.dropIndex(name).execute()
    await db.schema.createIndex(name).on('notifications').columns([column, 'kind', 'user_id']).where(sql.ref(column), 'is not', null).execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, column] of REPORT_INDEXES) {
    await db.schema.dropIndex(name).execute()
    await db.schema.createIndex(name).on('notifications').columns([column, 'kind', 'user_id']).execute()
  }
}
