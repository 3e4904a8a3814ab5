import { sql, type Kysely } from 'kysely'

/**
 * Image addresses used to need only the prefix `/uploads/`, or be any https address, so rows may
 * hold `/uploads/../api/logout` (which signed out everyone whose browser showed it) or a tracker
 * on another host. Those become null, so old rows stop doing harm; good ones stay as they are.
 *
 * The rules are copied here rather than imported from the contract: a migration must keep doing
 * what it did when it first ran, whatever the contract says later.
 */
const UPLOAD_NAME = /^\/uploads\/([0-9a-f]{2})\/\1[0-9a-f]{30}\.(?:jpg|png)$/
// Demo catalog rows (showcase entries, stories, vendors) point at pictures the web app ships.
const DEMO_PICTURE = /^\/demo\/[a-z0-9-]+\/[a-z0-9-]+\.(?:svg|png|jpg|webp)$/
const isOwnImage = (v: string) => UPLOAD_NAME.test(v) || DEMO_PICTURE.test(v)

/** Every nullable column that holds one image address. */
const COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['pets', 'photo_url'],
  ['lost_pets', 'photo_url'],
  ['veteran_stories', 'dog_photo_url'],
  ['veteran_stories', 'veteran_photo_url'],
  ['daily_pet_showcase', 'pet_photo'],
  ['merchandise_orders', 'pet_photo_url'],
  ['gift_transactions', 'product_image'],
  ['gift_products', 'vendor_logo'],
  ['vendor_features', 'banner_image_url'],
  ['vendor_features', 'vendor_logo'],
  ['partner_announcements', 'vendor_logo'],
  ['partner_announcements', 'image_url'],
]

// Well under SQLite's and PostgreSQL's limits on bound parameters.
const CHUNK = 500

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    const rows = (await sql<{ id: number; value: string }>`select id, ${sql.ref(column)} as value from ${sql.table(table)} where ${sql.ref(column)} is not null`.execute(db)).rows
    const bad = rows.filter((r) => !isOwnImage(r.value)).map((r) => Number(r.id))
    for (let i = 0; i < bad.length; i += CHUNK) {
      const ids = bad.slice(i, i + CHUNK)
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = null where id in (${sql.join(ids)})`.execute(db)
    }
  }
  // A photographer's portfolio is a JSON array of addresses: keep the good ones.
  const portfolios = (await sql<{ id: number; images: string }>`select id, portfolio_images as images from photographers`.execute(db)).rows
  for (const { id, images } of portfolios) {
    let list: unknown
    try {
      list = JSON.parse(images)
    } catch {
      list = []
    }
    const kept = Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string' && isOwnImage(v)) : []
    const text = JSON.stringify(kept)
    if (text !== images) await sql`update photographers set portfolio_images = ${text} where id = ${id}`.execute(db)
  }
}

/** Nothing to undo: the old addresses were the harm. */
export async function down(): Promise<void> {}
