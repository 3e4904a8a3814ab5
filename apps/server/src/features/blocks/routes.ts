import { blockEndpoints, BLOCKS_MAX } from '@petfolk/contract/blocks'
import type { AppDeps } from '../../app-env.ts'
import { created, endpointRouter, noContent, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { block, countBlocks, listBlocked, unblock } from './store.ts'
import { userExists } from '../../auth/users-store.ts'

const MEMBER_NOT_FOUND = 'Member not found'

/** /api/blocks: the member's own blocks, and nobody else's. */
export function blockRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(blockEndpoints.list, async ({ user }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(await listBlocked(db, user.id))
    })
    .on(blockEndpoints.block, async ({ user, body }) => {
      if (body.user_id === user.id) throw new ApiError(400, 'user_id: You cannot block yourself.')
      if ((await countBlocks(db, user.id)) >= BLOCKS_MAX) throw new ApiError(409, `You have blocked ${BLOCKS_MAX} members, the most Petfolk keeps. Unblock someone first.`)
      const blocked = await block(db, user.id, body.user_id, clock.now())
      if (!blocked) throw notFound(MEMBER_NOT_FOUND)
      return created(blocked)
    })
    .on(blockEndpoints.unblock, async ({ user, params }) => {
      if (!(await userExists(db, params.userId))) throw notFound(MEMBER_NOT_FOUND)
      await unblock(db, user.id, params.userId)
      return noContent()
    })
}
