import { Hono, type Context } from 'hono'
import {
  boardInputSchema,
  boardPostInputSchema,
  boardPostPinSchema,
  boardQuerySchema,
  boardToggleSchema,
  replyInputSchema,
} from '@petfolk/contract/boards'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { zipCentroid } from '../../geo/geo.ts'
import { ApiError } from '../../http/errors.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { readId, readJson, readQuery } from '../../http/validate.ts'
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
} from './store.ts'

const BOARD_NOT_FOUND = 'Board not found'
const POST_NOT_FOUND = 'Post not found'
const BOARD_INACTIVE = 'This board is inactive. Only its moderator can switch it back on.'
const NOT_MODERATOR_SWITCH = "Only the board's moderator (the member who created it) can switch it on or off."
const NOT_MODERATOR_POSTS = "Only the board's moderator (the member who created it) can pin or remove its posts."
const POST_REMOVED_NO_REPLIES = "This post was removed by the board's moderator, so it takes no replies."
const POST_REMOVED_NO_PIN = "This post was removed by the board's moderator, so it cannot be pinned."

/** Mounted at /api: community boards, their posts and the replies to posts. */
export function boardRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()
  const author = (c: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(c)
    return { id: user.id, name: user.display_name }
  }

  /** The post, if the signed-in member moderates its board; 404 or 403 otherwise. */
  const moderatedPost = async (c: Context<AppEnv>) => {
    const user = currentUser(c)
    const post = await findPost(db, readId(c))
    if (!post) throw new ApiError(404, POST_NOT_FOUND)
    // A board whose creator deleted their account has no moderator: created_by is null, nobody matches.
    if (post.created_by !== user.id) throw new ApiError(403, NOT_MODERATOR_POSTS)
    return post
  }

  app.get('/message-boards', async (c) => {
    const viewer = currentUser(c).id
    const { zip_code, state, lat, lng } = readQuery(c, boardQuerySchema)
    const page = readPage(c)
    if (zip_code) {
      const centre = zipCentroid(zip_code)
      if (!centre) throw new ApiError(400, `We could not find ZIP code ${zip_code}.`)
      return c.json(await boardsNear(db, viewer, centre, { state }, page.limit))
    }
    if (lat !== undefined && lng !== undefined) {
      return c.json(await boardsNear(db, viewer, { latitude: lat, longitude: lng }, { state }, page.limit))
    }
    const boards = await listBoards(db, viewer, { state }, page)
    return c.json(sendPage(c, boards, page, (b) => [b.id]))
  })

  // The state filter offers these, not the states of the loaded page: a filtered page holds one state.
  app.get('/message-boards/states', async (c) => {
    currentUser(c)
    return c.json(await boardStates(db))
  })

  app.post('/message-boards', async (c) => {
    const user = currentUser(c)
    const values = await readJson(c, boardInputSchema)
    const centre = zipCentroid(values.zip_code)
    if (!centre) throw new ApiError(400, `zip_code: We could not find ZIP code ${values.zip_code}.`)
    return c.json(await createBoard(db, user.id, values, centre, clock.now()), 201)
  })

  app.post('/message-boards/:id/toggle', async (c) => {
    const user = currentUser(c)
    const id = readId(c)
    const { is_active } = await readJson(c, boardToggleSchema)
    const board = await setBoardActive(db, user.id, id, is_active)
    if (board) return c.json(board)
    // Nothing changed: say whether the board is missing or simply not theirs.
    if (!(await findBoard(db, user.id, id))) throw new ApiError(404, BOARD_NOT_FOUND)
    throw new ApiError(403, NOT_MODERATOR_SWITCH)
  })

  app.get('/message-boards/:id/messages', async (c) => {
    const board = await findBoard(db, currentUser(c).id, readId(c))
    if (!board) throw new ApiError(404, BOARD_NOT_FOUND)
    const page = readPage(c)
    const posts = await listPosts(db, board.id, page)
    return c.json(sendPage(c, posts, page, (p) => [p.is_pinned ? 1 : 0, p.id]))
  })

  app.post('/board-messages', async (c) => {
    const input = await readJson(c, boardPostInputSchema)
    const board = await findBoard(db, currentUser(c).id, input.board_id)
    if (!board) throw new ApiError(400, 'board_id: That board does not exist.')
    // The moderator too: a board switched off takes no posts until it is switched on again.
    if (!board.is_active) throw new ApiError(409, BOARD_INACTIVE)
    return c.json(await createPost(db, author(c), input, clock.now()), 201)
  })

  app.post('/board-messages/:id/pin', async (c) => {
    const post = await moderatedPost(c)
    const { is_pinned } = await readJson(c, boardPostPinSchema)
    if (post.removed_at !== null) throw new ApiError(409, POST_REMOVED_NO_PIN)
    const pinned = await setPostPinned(db, post.id, is_pinned)
    if (!pinned) throw new ApiError(409, POST_REMOVED_NO_PIN)
    return c.json(pinned)
  })

  // Moderation works on a switched-off board too: that is when a moderator may need it most.
  app.delete('/board-messages/:id', async (c) => {
    const post = await moderatedPost(c)
    const removed = await removePost(db, post.id, clock.now())
    if (!removed) throw new ApiError(404, POST_NOT_FOUND)
    return c.json(removed)
  })

  app.get('/messages/:id/replies', async (c) => {
    const post = await findPost(db, readId(c))
    if (!post) throw new ApiError(404, POST_NOT_FOUND)
    const page = readPage(c)
    return c.json(sendPage(c, await listReplies(db, post.id, page), page, (r) => [r.id]))
  })

  app.post('/messages/:id/replies', async (c) => {
    const post = await findPost(db, readId(c))
    if (!post) throw new ApiError(404, POST_NOT_FOUND)
    const { content } = await readJson(c, replyInputSchema)
    if (post.is_active !== 1) throw new ApiError(409, BOARD_INACTIVE)
    if (post.removed_at !== null) throw new ApiError(409, POST_REMOVED_NO_REPLIES)
    return c.json(await createReply(db, author(c), post, content, clock.now()), 201)
  })

  return app
}
