import { catalogSchema, type Catalog } from '@petfolk/contract/catalog'
import type { Db } from '../../db/database.ts'
import { isSet } from '../../db/row-values.ts'
import { zipCentroid } from '../../geo/geo.ts'
import { careTipKind, giftKind, listItems, merchandiseKind, newsKind, vendorKind, type KindDef } from './admin-store.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const daysSince = (at: string, now: Date) => Math.max(0, Math.min(3650, Math.floor((now.getTime() - Date.parse(at)) / DAY_MS)))
const round = (n: number) => Math.round(n * 1e6) / 1e6
const clampOffset = (n: number) => round(Math.max(-1, Math.min(1, n)))
const jsonList = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.map(String) : []
  } catch {
    return []
  }
}

export type ExportedCatalog = { ok: true; catalog: Catalog } | { ok: false; problems: string[] }

async function offered<Row extends Record<string, unknown>>(db: Db, def: KindDef<Row>, now: Date): Promise<Row[]> {
  // In the order they were added, as the file that loaded them had them.
  const items = (await listItems(db, def, 'offered', now)).sort((a, b) => a.id - b.id)
  return items.map(({ id: _id, retired_at: _retired, ...row }) => row as unknown as Row)
}

/**
 * The catalog as `npm run catalog -- import` reads it: every section, catalog rows only (what
 * members submitted stays out), retired items left out, since the file has no place for them.
 * Checked with the import's own schema, so an export imports again as it is.
 */
export async function exportCatalog(db: Db, now: Date): Promise<ExportedCatalog> {
  const [showcase, photographers, businesses, stories, categories] = await Promise.all([
    db.selectFrom('daily_pet_showcase').selectAll().where('is_demo', '=', 1).orderBy('id').execute(),
    db.selectFrom('photographers').selectAll().where('submitted_by', 'is', null).orderBy('id').execute(),
    db.selectFrom('businesses').selectAll().where('submitted_by', 'is', null).orderBy('id').execute(),
    db.selectFrom('veteran_stories').selectAll().where('user_id', 'is', null).orderBy('id').execute(),
    db.selectFrom('merchandise_categories').select('name').orderBy('id').execute(),
  ])
  const catalog = {
    care_tips: await offered(db, careTipKind, now),
    showcase: showcase.map((s) => ({
      pet_name: s.pet_name,
      breed: s.breed,
      species: s.species,
      story: s.story ?? '',
      pet_photo: s.pet_photo ?? '',
      vote_count: s.vote_count,
      days_ago: daysSince(`${s.showcase_date}T00:00:00Z`, now),
    })),
    photographers: photographers.map(({ id: _id, latitude: _lat, longitude: _lng, is_listed: _listed, submitted_by: _by, created_at: _at, reviewed_at: _reviewed, reviewed_by: _reviewer, review_reason: _why, portfolio_images, ...p }) => ({
      ...p,
      portfolio_images: jsonList(portfolio_images),
    })),
    businesses: businesses.map(({ id: _id, submitted_by: _by, is_verified: _verified, created_at: _at, reviewed_at: _reviewed, reviewed_by: _reviewer, review_reason: _why, latitude, longitude, ...b }) => {
      const centre = b.zip_code ? zipCentroid(b.zip_code) : null
      const offset: [number, number] = centre && latitude !== null && longitude !== null ? [clampOffset(latitude - centre.latitude), clampOffset(longitude - centre.longitude)] : [0, 0]
      return { ...b, offset }
    }),
    gift_products: await offered(db, giftKind, now),
    vendor_features: await offered(db, vendorKind, now),
    partner_announcements: await offered(db, newsKind, now),
    veteran_stories: stories.map((s) => ({
      veteran_name: s.veteran_name,
      service_branch: s.service_branch,
      service_years: s.service_years,
      dog_name: s.dog_name,
      dog_breed: s.dog_breed,
      dog_age: s.dog_age,
      service_type: s.service_type,
      story_title: s.story_title,
      story_content: s.story_content,
      challenges_helped: s.challenges_helped,
      dog_photo_url: s.dog_photo_url ?? '',
      is_anonymous: isSet(s.is_anonymous),
      is_featured: isSet(s.is_featured),
      is_verified_veteran: isSet(s.is_verified_veteran),
      days_ago: daysSince(s.created_at, now),
    })),
    merchandise_categories: categories.map((c) => c.name),
    merchandise_products: await offered(db, merchandiseKind, now),
  }
  const parsed = catalogSchema.safeParse(catalog)
  if (parsed.success) return { ok: true, catalog: parsed.data }
  return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) }
}
