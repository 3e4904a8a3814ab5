import { sql } from 'kysely'
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration'
import type { DbHandle } from './database.ts'
import * as m0001 from './migrations/0001_accounts.ts'
import * as m0002 from './migrations/0002_demo_content.ts'
import * as m0003 from './migrations/0003_pet_care.ts'
import * as m0004 from './migrations/0004_community.ts'
import * as m0005 from './migrations/0005_marketplace.ts'
import * as m0006 from './migrations/0006_settings.ts'
import * as m0007 from './migrations/0007_media_backups.ts'
import * as m0008 from './migrations/0008_health_record_shares.ts'
import * as m0009 from './migrations/0009_listing_indexes.ts'
import * as m0010 from './migrations/0010_rate_limits.ts'
import * as m0011 from './migrations/0011_text_search.ts'
import * as m0012 from './migrations/0012_story_order.ts'
import * as m0013 from './migrations/0013_live_alerts.ts'
import * as m0014 from './migrations/0014_board_moderation.ts'
import * as m0015 from './migrations/0015_own_image_addresses.ts'
import * as m0016 from './migrations/0016_session_details.ts'
import * as m0017 from './migrations/0017_member_handles.ts'
import * as m0018 from './migrations/0018_merchandise_order_items.ts'
import * as m0019 from './migrations/0019_lost_pet_sightings.ts'
import * as m0020 from './migrations/0020_found_pets.ts'
import * as m0021 from './migrations/0021_lost_pet_relay.ts'
import * as m0022 from './migrations/0022_found_pet_alerts.ts'
import * as m0023 from './migrations/0023_pet_matches.ts'
import * as m0024 from './migrations/0024_server_secrets.ts'
import * as m0025 from './migrations/0025_dev_idp_records.ts'
import * as m0026 from './migrations/0026_outbox_retry_backoff.ts'
import * as m0027 from './migrations/0027_staff_roles.ts'
import * as m0028 from './migrations/0028_review_decisions.ts'
import * as m0029 from './migrations/0029_order_fulfilment.ts'
import * as m0030 from './migrations/0030_moderation.ts'
import * as m0031 from './migrations/0031_safe_input.ts'
import * as m0033 from './migrations/0033_member_names.ts'
import * as m0034 from './migrations/0034_catalog_retired.ts'
import * as m0035 from './migrations/0035_content_hidden.ts'
import * as m0036 from './migrations/0036_push_outbox_outcomes.ts'
import * as m0037 from './migrations/0037_one_job_queue.ts'
import * as m0038 from './migrations/0038_notification_report_indexes.ts'
import * as m0039 from './migrations/0039_reminders.ts'

/** Listed statically (not read from disk) so the set of migrations is fixed at build time. */
const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0002_demo_content': m0002,
  '0003_pet_care': m0003,
  '0004_community': m0004,
  '0005_marketplace': m0005,
  '0006_settings': m0006,
  '0007_media_backups': m0007,
  '0008_health_record_shares': m0008,
  '0009_listing_indexes': m0009,
  '0010_rate_limits': m0010,
  '0011_text_search': m0011,
  '0012_story_order': m0012,
  '0013_live_alerts': m0013,
  '0014_board_moderation': m0014,
  '0015_own_image_addresses': m0015,
  '0016_session_details': m0016,
  '0017_member_handles': m0017,
  '0018_merchandise_order_items': m0018,
  '0019_lost_pet_sightings': m0019,
  '0020_found_pets': m0020,
  '0021_lost_pet_relay': m0021,
  '0022_found_pet_alerts': m0022,
  '0023_pet_matches': m0023,
  '0024_server_secrets': m0024,
  '0025_dev_idp_records': m0025,
  '0026_outbox_retry_backoff': m0026,
  '0027_staff_roles': m0027,
  '0028_review_decisions': m0028,
  '0029_order_fulfilment': m0029,
  '0030_moderation': m0030,
  '0031_safe_input': m0031,
  '0033_member_names': m0033,
  '0034_catalog_retired': m0034,
  '0035_content_hidden': m0035,
  '0036_push_outbox_outcomes': m0036,
  '0037_one_job_queue': m0037,
  '0038_notification_report_indexes': m0038,
  '0039_reminders': m0039,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Every migration this code knows, in the order they run (Kysely runs them sorted by name). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations).sort()

/** Brings the schema to the latest version; throws with the failing migration's name. */
export async function migrateToLatest({ db, dialect }: Pick<DbHandle, 'db' | 'dialect'>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; with several
  // schemas in one PostgreSQL database (parallel test runs, shared servers) it would find another
  // schema's tables and skip creating its own. So name the schema the connection works in.
  const { error, results } = await (await migratorFor({ db, dialect })).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : ''
    throw new Error(`Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

async function migratorFor({ db, dialect }: Pick<DbHandle, 'db' | 'dialect'>): Promise<Migrator> {
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) })
}

/** Brings the schema to just after `name` (tests of a migration over data written before it). */
export async function migrateTo(handle: Pick<DbHandle, 'db' | 'dialect'>, name: string): Promise<void> {
  const { error } = await (await migratorFor(handle)).migrateTo(name)
  if (error) throw error instanceof Error ? error : new Error(String(error))
}
