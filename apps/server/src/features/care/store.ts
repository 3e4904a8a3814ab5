import { TIP_CATEGORIES, type CareTip, type ShowcaseEntry } from '@petfolk/contract/demo'
import type { Db } from '../../db/database.ts'
import { choiceOf } from '../../db/row-values.ts'

export async function listCareTips(db: Db, limit: number): Promise<CareTip[]> {
  const rows = await db
    .selectFrom('care_tips')
    .select(['id', 'title', 'content', 'tip_category', 'species', 'breed', 'age_range'])
    .where('retired_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    tip_category: choiceOf(TIP_CATEGORIES, row.tip_category),
    species: row.species,
    breed: row.breed,
    age_range: row.age_range,
  }))
}

/** Newest showcase days first, most voted first within a day. */
export async function listShowcase(db: Db, options: { limit: number; demoOnly: boolean }): Promise<ShowcaseEntry[]> {
  let query = db
    .selectFrom('daily_pet_showcase')
    .select(['id', 'pet_name', 'breed', 'species', 'story', 'pet_photo', 'vote_count', 'showcase_date'])
    .where('hidden_at', 'is', null)
    .orderBy('showcase_date', 'desc')
    .orderBy('vote_count', 'desc')
    .orderBy('id')
    .limit(options.limit)
  if (options.demoOnly) query = query.where('is_demo', '=', 1)
  return query.execute()
}
