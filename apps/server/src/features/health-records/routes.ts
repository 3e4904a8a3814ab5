import { Hono } from 'hono'
import { MAX_ACTIVE_SHARE_LINKS, shareLinkInputSchema, type CreatedShareLink, type SharedHealthRecord } from '@petfolk/contract/health-records'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { readId, readJson } from '../../http/validate.ts'
import { PET_NOT_FOUND } from '../pets/routes.ts'
import { findPet } from '../pets/store.ts'
import { createShareLink, findHealthRecord, findSharedRecord, listShareLinks, revokeShareLink } from './store.ts'

const LINK_NOT_FOUND = 'Share link not found'
/** One sentence for unknown, revoked and expired links alike, so a visitor learns nothing from it. */
export const SHARED_RECORD_GONE = 'This health record link has expired or was revoked.'
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** Mounted at /api: a pet's printable health record and its time-limited share links. */
export function healthRecordRoutes({ db, clock, config }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/pets/:id/health-record', async (c) => {
    const record = await findHealthRecord(db, currentUser(c).id, readId(c))
    if (!record) throw new ApiError(404, PET_NOT_FOUND)
    c.header('Cache-Control', 'no-store')
    return c.json(record)
  })

  app.get('/pets/:id/share-links', async (c) => {
    const user = currentUser(c)
    const petId = readId(c)
    if (!(await findPet(db, user.id, petId))) throw new ApiError(404, PET_NOT_FOUND)
    return c.json(await listShareLinks(db, user.id, petId, clock.now()))
  })

  app.post('/pets/:id/share-links', async (c) => {
    const user = currentUser(c)
    const petId = readId(c)
    const { label } = await readJson(c, shareLinkInputSchema)
    const now = clock.now()
    if (!(await findPet(db, user.id, petId))) throw new ApiError(404, PET_NOT_FOUND)
    if ((await listShareLinks(db, user.id, petId, now)).length >= MAX_ACTIVE_SHARE_LINKS) {
      throw new ApiError(409, `A pet can have at most ${MAX_ACTIVE_SHARE_LINKS} active share links. Revoke one first.`)
    }
    const { link, token } = await createShareLink(db, user.id, petId, label, now)
    c.header('Cache-Control', 'no-store')
    return c.json({ ...link, url: `${config.appUrl}/shared/health-records/${token}` } satisfies CreatedShareLink, 201)
  })

  app.delete('/share-links/:id', async (c) => {
    if (!(await revokeShareLink(db, currentUser(c).id, readId(c)))) throw new ApiError(404, LINK_NOT_FOUND)
    return c.body(null, 204)
  })

  // Public (see PUBLIC_API): the token is the permission, checked against its stored hash.
  app.get('/shared/health-records/:token', async (c) => {
    const token = c.req.param('token')
    const record = TOKEN.test(token) ? await findSharedRecord(db, token, clock.now()) : undefined
    if (!record) throw new ApiError(404, SHARED_RECORD_GONE)
    c.header('Cache-Control', 'no-store')
    c.header('X-Robots-Tag', 'noindex')
    return c.json(record satisfies SharedHealthRecord)
  })

  return app
}
