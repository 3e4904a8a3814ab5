import { PostgresAdapter, sql } from 'kysely'
import type { Catalog, CatalogSection } from '@petfolk/contract/catalog'
import type { Db } from '../../db/database.ts'
import { flag } from '../../db/row-values.ts'
import { zipCentroid } from '../../geo/geo.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export type LoadMode =
  /** First start: fill only the parts of the catalog that have no catalog rows yet. */
  | 'fill-empty'
  /** Import or reset: each section present replaces that part of the catalog. */
  | 'replace'

/**
 * Writes a validated catalog in one transaction, so a failed import changes nothing. Only
 * catalog rows are replaced: showcase entries, photographers, businesses and stories that
 * members submitted stay.
 */
export async function loadCatalog(db: Db, catalog: Catalog, now: Date, mode: LoadMode): Promise<CatalogSection[]> {
  const at = now.toISOString()
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString()
  const loaded: CatalogSection[] = []

  await db.transaction().execute(async (trx) => {
    // Replicas starting together on an empty PostgreSQL would each find the catalog empty and fill it: one at a time.
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext('petfolk:catalog:' || current_schema()))`.execute(trx)
    async function section<K extends CatalogSection>(key: K, hasRows: () => Promise<boolean>, clear: () => Promise<unknown>, insert: (rows: NonNullable<Catalog[K]>) => Promise<unknown>) {
      const rows = catalog[key]
      if (!rows) return
      if (mode === 'fill-empty' && (await hasRows())) return
      if (mode === 'replace') await clear()
      if (rows.length > 0) await insert(rows)
      loaded.push(key)
    }
    const any = async (query: { execute(): Promise<unknown[]> }) => (await query.execute()).length > 0

    await section(
      'care_tips',
      () => any(trx.selectFrom('care_tips').select('id').limit(1)),
      () => trx.deleteFrom('care_tips').execute(),
      (rows) => trx.insertInto('care_tips').values(rows.map((t) => ({ ...t, created_at: at }))).execute(),
    )
    await section(
      'showcase',
      () => any(trx.selectFrom('daily_pet_showcase').select('id').where('is_demo', '=', 1).limit(1)),
      () => trx.deleteFrom('daily_pet_showcase').where('is_demo', '=', 1).execute(),
      (rows) =>
        trx
          .insertInto('daily_pet_showcase')
          .values(rows.map(({ days_ago, ...e }) => ({ ...e, user_id: null, pet_id: null, is_demo: 1, showcase_date: day(days_ago).slice(0, 10), created_at: at })))
          .execute(),
    )
    await section(
      'photographers',
      () => any(trx.selectFrom('photographers').select('id').where('submitted_by', 'is', null).limit(1)),
      () => trx.deleteFrom('photographers').where('submitted_by', 'is', null).execute(),
      (rows) =>
        trx
          .insertInto('photographers')
          .values(
            rows.map((p) => {
              const centre = p.zip_code ? zipCentroid(p.zip_code) : null
              return { ...p, portfolio_images: JSON.stringify(p.portfolio_images), latitude: centre?.latitude ?? null, longitude: centre?.longitude ?? null, is_listed: 1, submitted_by: null, created_at: at }
            }),
          )
          .execute(),
    )
    await section(
      'businesses',
      () => any(trx.selectFrom('businesses').select('id').where('submitted_by', 'is', null).limit(1)),
      () => trx.deleteFrom('businesses').where('submitted_by', 'is', null).execute(),
      (rows) =>
        trx
          .insertInto('businesses')
          .values(
            rows.map(({ offset, ...b }) => {
              const centre = zipCentroid(b.zip_code)
              return { ...b, submitted_by: null, is_verified: 1, latitude: centre ? centre.latitude + offset[0] : null, longitude: centre ? centre.longitude + offset[1] : null, created_at: at }
            }),
          )
          .execute(),
    )
    await section(
      'gift_products',
      () => any(trx.selectFrom('gift_products').select('id').limit(1)),
      () => trx.deleteFrom('gift_products').execute(),
      (rows) => trx.insertInto('gift_products').values([...rows]).execute(),
    )
    await section(
      'vendor_features',
      () => any(trx.selectFrom('vendor_features').select('id').limit(1)),
      () => trx.deleteFrom('vendor_features').execute(),
      (rows) => trx.insertInto('vendor_features').values(rows.map(({ start_days_ago, ...f }) => ({ ...f, start_date: day(start_days_ago).slice(0, 10) }))).execute(),
    )
    await section(
      'partner_announcements',
      () => any(trx.selectFrom('partner_announcements').select('id').limit(1)),
      () => trx.deleteFrom('partner_announcements').execute(),
      (rows) => trx.insertInto('partner_announcements').values(rows.map(({ days_ago, is_pinned, ...a }) => ({ ...a, is_pinned: flag(is_pinned), created_at: day(days_ago) }))).execute(),
    )
    await section(
      'veteran_stories',
      () => any(trx.selectFrom('veteran_stories').select('id').where('user_id', 'is', null).limit(1)),
      () => trx.deleteFrom('veteran_stories').where('user_id', 'is', null).execute(),
      (rows) =>
        trx
          .insertInto('veteran_stories')
          .values(
            rows.map(({ days_ago, is_anonymous, is_featured, is_verified_veteran, ...s }) => ({
              ...s,
              user_id: null,
              veteran_photo_url: null,
              contact_email: null,
              social_media_handle: null,
              is_anonymous: flag(is_anonymous),
              is_featured: flag(is_featured),
              is_verified_veteran: flag(is_verified_veteran),
              reaction_count: 0,
              comment_count: 0,
              created_at: day(days_ago),
            })),
          )
          .execute(),
    )
    await section(
      'merchandise_categories',
      () => any(trx.selectFrom('merchandise_categories').select('id').limit(1)),
      async () => {
        await trx.deleteFrom('merchandise_products').execute()
        await trx.deleteFrom('merchandise_categories').execute()
      },
      (names) => trx.insertInto('merchandise_categories').values(names.map((name) => ({ name }))).execute(),
    )
    await section(
      'merchandise_products',
      () => any(trx.selectFrom('merchandise_products').select('id').limit(1)),
      () => trx.deleteFrom('merchandise_products').execute(),
      async (rows) => {
        const categories = await trx.selectFrom('merchandise_categories').select(['id', 'name']).execute()
        const idOf = new Map(categories.map((c) => [c.name, c.id]))
        await trx
          .insertInto('merchandise_products')
          .values(
            rows.map(({ category, is_customizable, available_sizes, available_colors, ...p }) => {
              const categoryId = idOf.get(category)
              if (categoryId === undefined) throw new CatalogError(`merchandise product “${p.name}” names the unknown category “${category}”`)
              return { ...p, category_id: categoryId, is_customizable: flag(is_customizable), available_sizes: JSON.stringify(available_sizes), available_colors: JSON.stringify(available_colors) }
            }),
          )
          .execute()
      },
    )
  })
  return loaded
}

export class CatalogError extends Error {}
