import type { ShowcaseEntry, VotedShowcaseEntry } from '@petfolk/contract/demo'
import type { Db } from '../../db/database.ts'

const COLUMNS = ['id', 'pet_name', 'breed', 'species', 'story', 'pet_photo', 'vote_count', 'showcase_date'] as const

/**
 * Pet of the Day: the most-voted entry of that day; equal votes go to the earliest entry,
 * so every replica and every reload names the same pet.
 */
export async function petOfTheDay(db: Db, day: string, userId: number, withHidden = false): Promise<VotedShowcaseEntry | null> {
  const [row] = await votedEntries(db, userId, withHidden).where('e.showcase_date', '=', day).orderBy('e.vote_count', 'desc').orderBy('e.id').limit(1).execute()
  return row ? withVoted(userId)(row) : null
}

/** Recent entries, newest day first, with whether this user has voted for each. */
export async function recentEntries(db: Db, userId: number, limit: number, withHidden = false): Promise<VotedShowcaseEntry[]> {
  const rows = await votedEntries(db, userId, withHidden).orderBy('e.showcase_date', 'desc').orderBy('e.vote_count', 'desc').orderBy('e.id').limit(limit).execute()
  return rows.map(withVoted(userId))
}

function votedEntries(db: Db, userId: number, withHidden: boolean) {
  return db
    .selectFrom('daily_pet_showcase as e')
    .leftJoin('showcase_votes as v', (join) => join.onRef('v.entry_id', '=', 'e.id').on('v.user_id', '=', userId))
    .select(['e.id', 'e.pet_name', 'e.breed', 'e.species', 'e.story', 'e.pet_photo', 'e.vote_count', 'e.showcase_date', 'e.user_id as owner_id', 'v.user_id as voter'])
    // What staff hid is gone for members; staff still see it.
    .$if(!withHidden, (q) => q.where('e.hidden_at', 'is', null))
}

function withVoted(userId: number) {
  return ({ voter, owner_id, ...entry }: ShowcaseEntry & { voter: number | null; owner_id: number | null }): VotedShowcaseEntry => ({ ...entry, voted: voter !== null, mine: owner_id === userId })
}

export async function submitEntry(
  db: Db,
  entry: { user_id: number; pet_id: number; pet_name: string; breed: string | null; species: string; story: string | null; pet_photo: string | null },
  day: string,
  now: Date,
): Promise<ShowcaseEntry | null> {
  const existing = await db.selectFrom('daily_pet_showcase').select('id').where('pet_id', '=', entry.pet_id).where('showcase_date', '=', day).executeTakeFirst()
  if (existing) return null
  return db
    .insertInto('daily_pet_showcase')
    .values({ ...entry, vote_count: 0, showcase_date: day, is_demo: 0, created_at: now.toISOString() })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()
}

export type VoteResult = { kind: 'voted'; vote_count: number } | { kind: 'already' } | { kind: 'missing' }

/**
 * One vote per user per entry: the vote row's primary key refuses a second one (even from
 * concurrent requests), and the count moves in the same transaction, so it stays exact.
 */
export async function vote(db: Db, entryId: number, userId: number, now: Date): Promise<VoteResult> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx.selectFrom('daily_pet_showcase').select('id').where('id', '=', entryId).where('hidden_at', 'is', null).executeTakeFirst()
    if (!entry) return { kind: 'missing' }
    const inserted = await trx
      .insertInto('showcase_votes')
      .values({ entry_id: entryId, user_id: userId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['entry_id', 'user_id']).doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { kind: 'already' }
    const row = await trx
      .updateTable('daily_pet_showcase')
      .set((eb) => ({ vote_count: eb('vote_count', '+', 1) }))
      .where('id', '=', entryId)
      .returning('vote_count')
      .executeTakeFirstOrThrow()
    return { kind: 'voted', vote_count: row.vote_count }
  })
}

export type UnvoteResult = { kind: 'unvoted'; vote_count: number } | { kind: 'none' } | { kind: 'missing' }

/** Takes a member's vote back: the vote row goes and the count drops in one transaction, as in `vote`. */
export async function unvote(db: Db, entryId: number, userId: number): Promise<UnvoteResult> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx.selectFrom('daily_pet_showcase').select('id').where('id', '=', entryId).where('hidden_at', 'is', null).executeTakeFirst()
    if (!entry) return { kind: 'missing' }
    const deleted = await trx.deleteFrom('showcase_votes').where('entry_id', '=', entryId).where('user_id', '=', userId).executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) return { kind: 'none' }
    const row = await trx
      .updateTable('daily_pet_showcase')
      // Never below zero, even for a count an earlier seed or import left short.
      .set((eb) => ({ vote_count: eb.case().when('vote_count', '>', 0).then(eb('vote_count', '-', 1)).else(0).end() }))
      .where('id', '=', entryId)
      .returning('vote_count')
      .executeTakeFirstOrThrow()
    return { kind: 'unvoted', vote_count: row.vote_count }
  })
}
