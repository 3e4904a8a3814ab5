import { Hono } from 'hono'
import { boardInputSchema, boardQuerySchema, boardPostInputSchema, boardToggleSchema, replyInputSchema } from '@petfolk/contract/boards'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { zipCentroid } from '../../geo/geo.ts'
import { ApiError } from '../../http/errors.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { readId, readJson, readQuery } from '../../http/validate.ts'
import { boardsNear, createBoard, createPost, createReply, findBoard, findPost, listBoards, listPosts, listReplies, setBoardActive } from './store.ts'

const BOARD_NOT_FOUND = 'Board not found'
const POST_NOT_FOUND = 'Post not found'
const BOARD_INACTIVE = 'This board is inactive. Activate it to post here.'

/** Mounted at /api: community boards, their posts and the replies to posts. */
export function boardRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()
  const author = (c: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(c)
    return { id: user.id, name: user.display_name }
  }

  app.get('/message-boards', async (c) => {
    const { zip_code, state, lat, lng } = readQuery(c, boardQuerySchema)
    const page = readPage(c)
    if (zip_code) {
      const centre = zipCentroid(zip_code)
      if (!centre) throw new ApiError(400, `We could not find ZIP code ${zip_code}.`)
      return c.json(await boardsNear(db, centre, { state }, page.limit))
    }
    if (lat !== undefined && lng !== undefined) {
      return c.json(await boardsNear(db, { latitude: lat, longitude: lng }, { state }, page.limit))
    }
    const boards = await listBoards(db, { state }, page)
    return c.json(sendPage(c, boards, page, (b) => [b.id]))
  })

  app.post('/message-boards', async (c) => {
    const user = currentUser(c)
    const values = await readJson(c, boardInputSchema)
    const centre = zipCentroid(values.zip_code)
    if (!centre) throw new ApiError(400, `zip_code: We could not find ZIP code ${values.zip_code}.`)
    return c.json(await createBoard(db, user.id, values, centre, clock.now()), 201)
  })

  app.post('/message-boards/:id/toggle', async (c) => {
    currentUser(c)
    const id = readId(c)
    const { is_active } = await readJson(c, boardToggleSchema)
    const board = await setBoardActive(db, id, is_active)
    if (!board) throw new ApiError(404, BOARD_NOT_FOUND)
    return c.json(board)
  })

  app.get('/message-boards/:id/messages', async (c) => {
    const board = await findBoard(db, readId(c))
    if (!board) throw new ApiError(404, BOARD_NOT_FOUND)
    const page = readPage(c)
    const posts = await listPosts(db, board.id, page)
    return c.json(sendPage(c, posts, page, (p) => [p.is_pinned ? 1 : 0, p.id]))
  })

  app.post('/board-messages', async (c) => {
    const input = await readJson(c, boardPostInputSchema)
    const board = await findBoard(db, input.board_id)
    if (!board) throw new ApiError(400, 'board_id: That board does not exist.')
    if (!board.is_active) throw new ApiError(409, BOARD_INACTIVE)
    return c.json(await createPost(db, author(c), input, clock.now()), 201)
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
    return c.json(await createReply(db, author(c), post, content, clock.now()), 201)
  })

  return app
}
