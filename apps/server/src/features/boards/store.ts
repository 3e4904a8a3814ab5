import { sql } from 'kysely'
import type { Board, BoardPost, Reply } from '@petfolk/contract/boards'
import { BOARD_SEARCH_RADIUS_MILES } from '@petfolk/contract/boards'
import type { z } from 'zod'
import type { boardInputSchema } from '@petfolk/contract/boards'
import type { Db } from '../../db/database.ts'
import { flag, flagOrNull, isSet } from '../../db/row-values.ts'
import { boundingBox, withinBoxSql, withinRadius, type LatLng } from '../../geo/geo.ts'
import type { PageRequest } from '../../http/pagination.ts'

const BOARD_COLUMNS = ['id', 'name', 'description', 'city', 'state', 'zip_code', 'is_active', 'member_count', 'created_at', 'latitude', 'longitude', 'created_by'] as const
type BoardRow = { id: number; name: string; description: string; city: string; state: string; zip_code: string; is_active: number; member_count: number; created_at: string; latitude: number | null; longitude: number | null; created_by: number | null }

/** `viewerId` is the session's user: whether they moderate the board is never taken from the client. */
function toBoard(row: BoardRow & { distance?: number }, viewerId: number): Board {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    is_active: isSet(row.is_active),
    member_count: row.member_count,
    ...(row.distance === undefined ? {} : { distance: row.distance }),
    created_at: row.created_at,
    is_moderator: row.created_by !== null && row.created_by === viewerId,
  }
}

export async function listBoards(db: Db, viewerId: number, filter: { state?: string | undefined }, page: PageRequest): Promise<Board[]> {
  let query = db.selectFrom('message_boards').select(BOARD_COLUMNS).orderBy('id', 'desc').limit(page.limit + 1)
  if (filter.state) query = query.where('state', '=', filter.state)
  const afterId = page.after?.[0]
  if (typeof afterId === 'number') query = query.where('id', '<', afterId)
  return (await query.execute()).map((row) => toBoard(row, viewerId))
}

/** Every state with at least one board (active or not, as the list shows both), alphabetical. */
export async function boardStates(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('message_boards').select('state').distinct().orderBy('state').execute()
  return rows.map((row) => row.state)
}

/** Boards within 25 miles of a ZIP centroid, nearest first (at most `limit`). */
export async function boardsNear(db: Db, viewerId: number, centre: LatLng, filter: { state?: string | undefined }, limit: number): Promise<Board[]> {
  const box = boundingBox(centre, BOARD_SEARCH_RADIUS_MILES)
  let query = db
    .selectFrom('message_boards')
    .select(BOARD_COLUMNS)
    .where(withinBoxSql(sql.ref('latitude'), sql.ref('longitude'), box))
  if (filter.state) query = query.where('state', '=', filter.state)
  return withinRadius(await query.execute(), centre, BOARD_SEARCH_RADIUS_MILES)
    .slice(0, limit)
    .map((row) => toBoard(row, viewerId))
}

export async function findBoard(db: Db, viewerId: number, id: number): Promise<Board | undefined> {
  const row = await db.selectFrom('message_boards').select(BOARD_COLUMNS).where('id', '=', id).executeTakeFirst()
  return row && toBoard(row, viewerId)
}

type BoardValues = z.output<typeof boardInputSchema>

export async function createBoard(db: Db, userId: number, values: BoardValues, centre: LatLng | null, now: Date): Promise<Board> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('message_boards')
      .values({ ...values, created_by: userId, latitude: centre?.latitude ?? null, longitude: centre?.longitude ?? null, is_active: 1, member_count: 1, created_at: at })
      .returning(BOARD_COLUMNS)
      .executeTakeFirstOrThrow()
    await trx.insertInto('board_members').values({ board_id: row.id, user_id: userId, joined_at: at }).execute()
    return toBoard(row, userId)
  })
}

/**
 * Switches a board on or off if `moderatorId` created it; undefined when it did not (or the board
 * is missing). One statement, so the check and the change cannot be split by another request.
 */
export async function setBoardActive(db: Db, moderatorId: number, id: number, active: boolean): Promise<Board | undefined> {
  const row = await db
    .updateTable('message_boards')
    .set({ is_active: flag(active) })
    .where('id', '=', id)
    .where('created_by', '=', moderatorId)
    .returning(BOARD_COLUMNS)
    .executeTakeFirst()
  return row && toBoard(row, moderatorId)
}

/** Posting or replying makes you a member; the count follows the member rows. */
async function join(trx: Db, boardId: number, userId: number, at: string) {
  const added = await trx
    .insertInto('board_members')
    .values({ board_id: boardId, user_id: userId, joined_at: at })
    .onConflict((oc) => oc.columns(['board_id', 'user_id']).doNothing())
    .executeTakeFirst()
  if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) {
    await trx.updateTable('message_boards').set((eb) => ({ member_count: eb('member_count', '+', 1) })).where('id', '=', boardId).execute()
  }
}

const POST_COLUMNS = ['p.id', 'p.board_id', 'p.title', 'p.content', 'p.username', 'u.handle as author_handle', 'u.role as author_role', 'p.user_id as author_id', 'p.created_at', 'p.is_pinned', 'p.reply_count', 'p.removed_at'] as const
type PostRow = Omit<BoardPost, 'is_pinned' | 'is_removed'> & { is_pinned: number; removed_at: string | null }

/** Posts with their author's current handle (a handle can change; the name shown is the one at posting). */
function selectPosts(db: Db) {
  return db.selectFrom('board_messages as p').leftJoin('users as u', 'u.id', 'p.user_id').select(POST_COLUMNS)
}

async function findPostById(db: Db, id: number): Promise<BoardPost | undefined> {
  const row = await selectPosts(db).where('p.id', '=', id).executeTakeFirst()
  return row && toPost(row)
}

function toPost(row: PostRow): BoardPost {
  const removed = row.removed_at !== null
  return {
    id: row.id,
    board_id: row.board_id,
    // removePost blanks the row itself; blanking here as well means no answer can carry removed words.
    title: removed ? '' : row.title,
    content: removed ? '' : row.content,
    username: row.username,
    author_handle: row.author_handle,
    author_role: row.author_role,
    author_id: row.author_id,
    created_at: row.created_at,
    is_pinned: isSet(row.is_pinned),
    reply_count: row.reply_count,
    is_removed: removed,
  }
}

/** Pinned posts first, then newest. */
export async function listPosts(db: Db, boardId: number, page: PageRequest, withHidden = false): Promise<BoardPost[]> {
  let query = selectPosts(db)
    .where('p.board_id', '=', boardId)
    // Hidden by staff after a report: gone for everyone but staff (features/reports).
    .$if(!withHidden, (q) => q.where('p.hidden_at', 'is', null))
    .orderBy('p.is_pinned', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit + 1)
  const [afterPinnedValue, afterId] = page.after ?? []
  const afterPinned = typeof afterPinnedValue === 'number' ? flagOrNull(afterPinnedValue) : null
  if (afterPinned !== null && typeof afterId === 'number') {
    query = query.where((eb) => eb.or([eb('p.is_pinned', '<', afterPinned), eb.and([eb('p.is_pinned', '=', afterPinned), eb('p.id', '<', afterId)])]))
  }
  return (await query.execute()).map(toPost)
}

export async function createPost(db: Db, author: { id: number; name: string }, input: { board_id: number; title: string; content: string }, now: Date): Promise<BoardPost> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('board_messages')
      .values({ ...input, user_id: author.id, username: author.name, is_pinned: 0, reply_count: 0, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    await join(trx, input.board_id, author.id, at)
    const post = await findPostById(trx, row.id)
    if (!post) throw new Error(`Post ${row.id} vanished in its own transaction.`)
    return post
  })
}

/** Whether Petfolk staff locked the board (features/reports). */
export async function isBoardLocked(db: Db, boardId: number): Promise<boolean> {
  const row = await db.selectFrom('message_boards').select('locked_at').where('id', '=', boardId).executeTakeFirst()
  return Boolean(row?.locked_at)
}

/** A post with what replying and moderating need to know: its board's state and moderator. */
export async function findPost(db: Db, id: number, withHidden = false) {
  return db
    .selectFrom('board_messages')
    .innerJoin('message_boards', 'message_boards.id', 'board_messages.board_id')
    .select(['board_messages.id', 'board_messages.board_id', 'board_messages.removed_at', 'message_boards.is_active', 'message_boards.created_by', 'message_boards.locked_at'])
    .where('board_messages.id', '=', id)
    .$if(!withHidden, (q) => q.where('board_messages.hidden_at', 'is', null))
    .executeTakeFirst()
}

/** Pins or unpins a post that is not removed; undefined when it was removed meanwhile. */
export async function setPostPinned(db: Db, id: number, pinned: boolean): Promise<BoardPost | undefined> {
  const row = await db
    .updateTable('board_messages')
    .set({ is_pinned: flag(pinned) })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row && findPostById(db, row.id)
}

/**
 * Removes a post softly: the row, its place and its replies stay, its title and content are
 * blanked so no answer can serve them again, and it is unpinned. Removing twice changes nothing.
 */
export async function removePost(db: Db, id: number, now: Date): Promise<BoardPost | undefined> {
  await db
    .updateTable('board_messages')
    .set({ title: '', content: '', is_pinned: 0, removed_at: now.toISOString() })
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .execute()
  return findPostById(db, id)
}

export async function listReplies(db: Db, messageId: number, page: PageRequest, withHidden = false): Promise<Reply[]> {
  let query = db
    .selectFrom('board_replies as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.username', 'r.user_id as author_id', 'u.handle as author_handle', 'r.content', 'r.created_at'])
    .where('r.message_id', '=', messageId)
    .$if(!withHidden, (q) => q.where('r.hidden_at', 'is', null))
    .orderBy('r.id')
    .limit(page.limit + 1)
  const afterId = page.after?.[0]
  if (typeof afterId === 'number') query = query.where('r.id', '>', afterId)
  return query.execute()
}

/** The reply and its post's reply_count change together or not at all. */
export async function createReply(db: Db, author: { id: number; name: string }, post: { id: number; board_id: number }, content: string, now: Date): Promise<Reply> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const reply = await trx
      .insertInto('board_replies')
      .values({ message_id: post.id, user_id: author.id, username: author.name, content, created_at: at })
      .returning(['id', 'username', 'user_id as author_id', 'content', 'created_at'])
      .executeTakeFirstOrThrow()
    const handle = await trx.selectFrom('users').select('handle').where('id', '=', author.id).executeTakeFirst()
    await trx.updateTable('board_messages').set((eb) => ({ reply_count: eb('reply_count', '+', 1) })).where('id', '=', post.id).execute()
    await join(trx, post.board_id, author.id, at)
    return { ...reply, author_handle: handle?.handle ?? null }
  })
}
