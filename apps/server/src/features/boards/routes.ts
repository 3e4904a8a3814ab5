import { isStaff } from '@petfolk/contract/roles'
import { boardEndpoints, boardPostEndpoints, boardReplyEndpoints } from '@petfolk/contract/boards'
import type { AppDeps } from '../../app-env.ts'
import type { SessionUser } from '../../auth/session-store.ts'
import { zipCentroid } from '../../geo/geo.ts'
import { flag } from '../../db/row-values.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import {
  boardsNear,
  boardStates,
  createBoard,
  createPost,
  createReply,
  findBoard,
  findPost,
  listBoards,
  listPosts,
  listReplies,
  removePost,
  setBoardActive,
  setPostPinned,
  isBoardLocked,
} from './store.ts'

/** A board Petfolk staff locked after a report (features/reports). */
export const BOARD_LOCKED = 'Petfolk staff locked this board: nobody posts or replies here for now.'

const BOARD_NOT_FOUND = 'Board not found'
const POST_NOT_FOUND = 'Post not found'
const BOARD_INACTIVE = 'This board is inactive. Only its moderator can switch it back on.'
const NOT_MODERATOR_SWITCH = "Only the board's moderator (the member who created it) can switch it on or off."
const NOT_MODERATOR_POSTS = "Only the board's moderator (the member who created it) can pin or remove its posts."
const POST_REMOVED_NO_REPLIES = "This post was removed by the board's moderator, so it takes no replies."
const POST_REMOVED_NO_PIN = "This post was removed by the board's moderator, so it cannot be pinned."

const author = (user: SessionUser) => ({ id: user.id, name: user.display_name })

/** Community boards: the list, creating and switching them, and their posts. */
export function boardRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return (
    endpointRouter(deps)
      .on(boardEndpoints.list, async ({ user, query: { zip_code, state, lat, lng }, page }, c) => {
        if (zip_code) {
          const centre = zipCentroid(zip_code)
          if (!centre) throw new ApiError(400, `We could not find ZIP code ${zip_code}.`)
          return ok(await boardsNear(db, user.id, centre, { state }, page.limit))
        }
        if (lat !== undefined && lng !== undefined) {
          return ok(await boardsNear(db, user.id, { latitude: lat, longitude: lng }, { state }, page.limit))
        }
        return ok(sendPage(c, await listBoards(db, user.id, { state }, page), page, (b) => [b.id]))
      })
      // The state filter offers these, not the states of the loaded page: a filtered page holds one state.
      .on(boardEndpoints.states, async () => ok(await boardStates(db)))
      .on(boardEndpoints.create, async ({ user, body }) => {
        const centre = zipCentroid(body.zip_code)
        if (!centre) throw new ApiError(400, `zip_code: We could not find ZIP code ${body.zip_code}.`)
        return created(await createBoard(db, user.id, body, centre, clock.now()))
      })
      .on(boardEndpoints.toggle, async ({ user, params, body }) => {
        const board = await setBoardActive(db, user.id, params.id, body.is_active)
        if (board) return ok(board)
        // Nothing changed: say whether the board is missing or simply not theirs.
        if (!(await findBoard(db, user.id, params.id))) throw notFound(BOARD_NOT_FOUND)
        throw new ApiError(403, NOT_MODERATOR_SWITCH)
      })
      .on(boardEndpoints.posts, async ({ user, params, page }, c) => {
        const board = await findBoard(db, user.id, params.id)
        if (!board) throw notFound(BOARD_NOT_FOUND)
        return ok(sendPage(c, await listPosts(db, board.id, page, isStaff(user.role)), page, (p) => [flag(p.is_pinned), p.id]))
      })
  )
}

/** Posts on boards: writing one, and the moderator's pin and removal. */
export function boardPostRoutes(deps: AppDeps) {
  const { db, clock } = deps

  /** The post, if the signed-in member moderates its board; 404 or 403 otherwise. */
  const moderatedPost = async (user: SessionUser, id: number) => {
    const post = await findPost(db, id)
    if (!post) throw notFound(POST_NOT_FOUND)
    // A board whose creator deleted their account has no moderator: created_by is null, nobody matches.
    if (post.created_by !== user.id) throw new ApiError(403, NOT_MODERATOR_POSTS)
    return post
  }

  return (
    endpointRouter(deps)
      .on(boardPostEndpoints.create, async ({ user, body }) => {
        const board = await findBoard(db, user.id, body.board_id)
        if (!board) throw new ApiError(400, 'board_id: That board does not exist.')
        // The moderator too: a board switched off takes no posts until it is switched on again.
        if (!board.is_active) throw new ApiError(409, BOARD_INACTIVE)
        if (await isBoardLocked(db, board.id)) throw new ApiError(409, BOARD_LOCKED)
        return created(await createPost(db, author(user), body, clock.now()))
      })
      .on(boardPostEndpoints.pin, async ({ user, params, body }) => {
        const post = await moderatedPost(user, params.id)
        if (post.removed_at !== null) throw new ApiError(409, POST_REMOVED_NO_PIN)
        const pinned = await setPostPinned(db, post.id, body.is_pinned)
        if (!pinned) throw new ApiError(409, POST_REMOVED_NO_PIN)
        return ok(pinned)
      })
      // Moderation works on a switched-off board too: that is when a moderator may need it most.
      .on(boardPostEndpoints.remove, async ({ user, params }) => {
        const post = await moderatedPost(user, params.id)
        const removed = await removePost(db, post.id, clock.now())
        if (!removed) throw notFound(POST_NOT_FOUND)
        return ok(removed)
      })
  )
}

/**
 * Replies to a board post. Their path sits under /api/messages for the clients already calling it,
 * so this router has the deeper prefix and the direct-message router keeps /api/messages.
 */
export function boardReplyRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(boardReplyEndpoints.list, async ({ user, params, page }, c) => {
      // Staff still read what they hid.
      const staff = isStaff(user.role)
      const post = await findPost(db, params.id, staff)
      if (!post) throw notFound(POST_NOT_FOUND)
      return ok(sendPage(c, await listReplies(db, post.id, page, staff), page, (r) => [r.id]))
    })
    .on(boardReplyEndpoints.create, async ({ user, params, body }) => {
      const post = await findPost(db, params.id)
      if (!post) throw notFound(POST_NOT_FOUND)
      if (post.is_active !== 1) throw new ApiError(409, BOARD_INACTIVE)
      if (post.removed_at !== null) throw new ApiError(409, POST_REMOVED_NO_REPLIES)
      if (post.locked_at !== null) throw new ApiError(409, BOARD_LOCKED)
      return created(await createReply(db, author(user), post, body.content, clock.now()))
    })
}
