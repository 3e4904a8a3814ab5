import { SERVICE_BRANCHES, SERVICE_TYPES, type StoryComment, type VerificationStatus, type VeteranStory } from '@petfolk/contract/veterans'
import type { veteranStoryInputSchema } from '@petfolk/contract/veterans'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { choiceOf, flag, flagOrNull, isSet } from '../../db/row-values.ts'
import type { PageRequest } from '../../http/pagination.ts'

const STORY_COLUMNS = [
  's.id', 's.veteran_name', 's.service_branch', 's.service_years', 's.dog_name', 's.dog_breed', 's.dog_age', 's.service_type',
  's.story_title', 's.story_content', 's.challenges_helped', 's.dog_photo_url', 's.veteran_photo_url', 's.is_anonymous',
  's.contact_email', 's.social_media_handle', 's.is_featured', 's.is_verified_veteran', 's.reaction_count', 's.created_at',
] as const

/** Featured stories first, then newest first, with the author's verification and whether this reader gave a heart. */
export async function listStories(db: Db, readerId: number, page: PageRequest, withHidden = false): Promise<VeteranStory[]> {
  let query = storiesFor(db, readerId, withHidden).orderBy('s.is_featured', 'desc').orderBy('s.id', 'desc').limit(page.limit + 1)
  const [afterFeaturedValue, afterId] = page.after ?? []
  const afterFeatured = typeof afterFeaturedValue === 'number' ? flagOrNull(afterFeaturedValue) : null
  if (afterFeatured !== null && typeof afterId === 'number') {
    query = query.where((eb) =>
      eb.or([eb('s.is_featured', '<', afterFeatured), eb.and([eb('s.is_featured', '=', afterFeatured), eb('s.id', '<', afterId)])]),
    )
  }
  return (await query.execute()).map((row) => toStory(row, readerId))
}

/** One story as `reader` sees it, or undefined (also when staff hid it, unless `withHidden`: staff see it still). */
export async function findStory(db: Db, readerId: number, id: number, withHidden = false): Promise<VeteranStory | undefined> {
  const row = await storiesFor(db, readerId, withHidden).where('s.id', '=', id).executeTakeFirst()
  return row ? toStory(row, readerId) : undefined
}

/** The cursor key of a story in the list's order. */
export function storySortKey(story: VeteranStory): [number, number] {
  return [flag(story.is_featured), story.id]
}

function storiesFor(db: Db, readerId: number, withHidden: boolean) {
  return db
    .selectFrom('veteran_stories as s')
    .leftJoin('veteran_verifications as v', 'v.user_id', 's.user_id')
    .leftJoin('story_reactions as r', (join) => join.onRef('r.story_id', '=', 's.id').on('r.user_id', '=', readerId))
    .select([...STORY_COLUMNS, 's.user_id as author_id', 'v.verification_status', 'r.user_id as reactor'])
    // Comments staff hid are not counted (nor shown).
    .select((eb) =>
      eb('s.comment_count', '-', eb.selectFrom('story_comments as hc').select((e) => e.fn.countAll<number>().as('n')).whereRef('hc.story_id', '=', 's.id').where('hc.hidden_at', 'is not', null)).as('comment_count'),
    )
    // What staff hid is gone for members; staff still see it.
    .$if(!withHidden, (q) => q.where('s.hidden_at', 'is', null))
}

type StoryRow = Awaited<ReturnType<ReturnType<typeof storiesFor>['executeTakeFirstOrThrow']>>

function toStory(row: StoryRow, readerId: number): VeteranStory {
  // Anonymous stories never show the name or how to reach the veteran.
  const anonymous = isSet(row.is_anonymous)
  return {
    id: row.id,
    veteran_name: anonymous ? 'Anonymous Veteran' : row.veteran_name,
    service_branch: choiceOf(SERVICE_BRANCHES, row.service_branch),
    service_years: row.service_years,
    dog_name: row.dog_name,
    dog_breed: row.dog_breed,
    dog_age: row.dog_age,
    service_type: choiceOf(SERVICE_TYPES, row.service_type),
    story_title: row.story_title,
    story_content: row.story_content,
    challenges_helped: row.challenges_helped,
    dog_photo_url: row.dog_photo_url,
    veteran_photo_url: row.veteran_photo_url,
    is_anonymous: anonymous,
    contact_email: anonymous ? null : row.contact_email,
    social_media_handle: row.social_media_handle,
    is_featured: isSet(row.is_featured),
    is_verified_veteran: isSet(row.is_verified_veteran) || row.verification_status === 'verified',
    verification_status: row.verification_status,
    reaction_count: row.reaction_count,
    comment_count: row.comment_count,
    reacted: row.reactor !== null,
    mine: row.author_id === readerId,
    created_at: row.created_at,
  }
}

type StoryValues = z.output<typeof veteranStoryInputSchema>

export async function createStory(db: Db, userId: number, values: StoryValues, verified: boolean, now: Date): Promise<number> {
  const row = await db
    .insertInto('veteran_stories')
    .values({
      ...values,
      is_anonymous: flag(values.is_anonymous),
      user_id: userId,
      is_featured: 0,
      is_verified_veteran: flag(verified),
      reaction_count: 0,
      comment_count: 0,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function storyExists(db: Db, id: number, withHidden = false): Promise<boolean> {
  return Boolean(await db.selectFrom('veteran_stories').select('id').where('id', '=', id).$if(!withHidden, (q) => q.where('hidden_at', 'is', null)).executeTakeFirst())
}

/** One heart per reader per story: a second tap takes it back. The count follows in the same transaction. */
export async function toggleHeart(db: Db, storyId: number, userId: number, now: Date): Promise<{ reacted: boolean; reaction_count: number }> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('story_reactions').where('story_id', '=', storyId).where('user_id', '=', userId).executeTakeFirst()
    const reacted = Number(removed.numDeletedRows) === 0
    if (reacted) await trx.insertInto('story_reactions').values({ story_id: storyId, user_id: userId, created_at: now.toISOString() }).execute()
    const row = await trx
      .updateTable('veteran_stories')
      .set((eb) => ({ reaction_count: eb('reaction_count', '+', reacted ? 1 : -1) }))
      .where('id', '=', storyId)
      .returning('reaction_count')
      .executeTakeFirstOrThrow()
    return { reacted, reaction_count: row.reaction_count }
  })
}

function toComment(row: { id: number; user_id: number | null; comment_text: string; commenter_name: string; is_veteran: number; created_at: string }, readerId: number): StoryComment {
  return { id: row.id, comment_text: row.comment_text, commenter_name: row.commenter_name, is_veteran: isSet(row.is_veteran), mine: row.user_id === readerId, created_at: row.created_at }
}

export async function listComments(db: Db, storyId: number, readerId: number, limit: number, withHidden = false): Promise<StoryComment[]> {
  const rows = await db
    .selectFrom('story_comments')
    .select(['id', 'user_id', 'comment_text', 'commenter_name', 'is_veteran', 'created_at'])
    .where('story_id', '=', storyId)
    .$if(!withHidden, (q) => q.where('hidden_at', 'is', null))
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => toComment(row, readerId))
}

export async function addComment(db: Db, storyId: number, author: { id: number; name: string; veteran: boolean }, text: string, now: Date): Promise<StoryComment> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('story_comments')
      .values({ story_id: storyId, user_id: author.id, commenter_name: author.name, is_veteran: flag(author.veteran), comment_text: text, created_at: now.toISOString() })
      .returning(['id', 'user_id', 'comment_text', 'commenter_name', 'is_veteran', 'created_at'])
      .executeTakeFirstOrThrow()
    await trx.updateTable('veteran_stories').set((eb) => ({ comment_count: eb('comment_count', '+', 1) })).where('id', '=', storyId).execute()
    return toComment(row, author.id)
  })
}

export async function findVerification(db: Db, userId: number): Promise<VerificationStatus> {
  const row = await db.selectFrom('veteran_verifications').select(['verification_status', 'service_branch', 'verified_at']).where('user_id', '=', userId).executeTakeFirst()
  if (!row) return { verification_status: 'none', service_branch: null, verified_at: null }
  return { verification_status: row.verification_status === 'verified' ? 'verified' : 'failed', service_branch: row.service_branch, verified_at: row.verified_at }
}

export async function recordVerification(db: Db, userId: number, verified: boolean, branch: string | null, now: Date): Promise<void> {
  const at = now.toISOString()
  const values = { verification_status: verified ? 'verified' : 'failed', service_branch: branch, verified_at: verified ? at : null, updated_at: at }
  await db
    .insertInto('veteran_verifications')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute()
  if (verified) await db.updateTable('veteran_stories').set({ is_verified_veteran: 1 }).where('user_id', '=', userId).execute()
}
