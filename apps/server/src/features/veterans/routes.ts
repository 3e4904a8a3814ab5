import { Hono } from 'hono'
import { getSignedCookie, setSignedCookie } from 'hono/cookie'
import { reactionInputSchema, SERVICE_BRANCHES, storyCommentInputSchema, veteranStoryInputSchema } from '@petfolk/contract/veterans'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { clearCookie, cookieOptions } from '../../auth/cookies.ts'
import { parsePending } from '../../auth/oidc-client.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { readId, readJson } from '../../http/validate.ts'
import {
  addComment,
  createStory,
  findStory,
  findVerification,
  listComments,
  listStories,
  recordVerification,
  storyExists,
  storySortKey,
  toggleHeart,
} from './store.ts'

const MAX_COMMENTS = 500
const IDME_COOKIE = 'pf_idme'
const ATTEMPT_MS = 10 * 60 * 1000
const RETURN_TO = '/service-dog-veterans'
const STORY_NOT_FOUND = 'Story not found'

/** The verification answer, read from ID.me's military claims (or the development provider's stand-in). */
function readVeteranClaims(claims: Record<string, unknown>): { verified: boolean; branch: string | null } {
  const status = claims.veteran_status ?? claims.military_status
  const groups = Array.isArray(claims.groups) ? claims.groups.map(String) : []
  const verified = status === 'verified' || status === true || groups.some((g) => /military|veteran/i.test(g))
  const branchClaim = typeof claims.service_branch === 'string' ? claims.service_branch : null
  const branch = branchClaim && (SERVICE_BRANCHES as readonly string[]).includes(branchClaim) ? branchClaim : null
  return { verified, branch }
}

/** Mounted at /api: veteran and service-dog stories, reactions, comments and veteran verification. */
export function veteranRoutes({ db, clock, config, veteranVerification, logger }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/veteran-service-dog-stories', async (c) => {
    const page = readPage(c)
    const stories = await listStories(db, currentUser(c).id, page)
    return c.json(sendPage(c, stories, page, storySortKey))
  })

  app.post('/veteran-service-dog-stories', async (c) => {
    const user = currentUser(c)
    const values = await readJson(c, veteranStoryInputSchema)
    const verification = await findVerification(db, user.id)
    const id = await createStory(db, user.id, values, verification.verification_status === 'verified', clock.now())
    return c.json(await findStory(db, user.id, id), 201)
  })

  app.post('/veteran-service-dog-stories/:id/reaction', async (c) => {
    const user = currentUser(c)
    const id = readId(c)
    await readJson(c, reactionInputSchema)
    if (!(await storyExists(db, id))) throw new ApiError(404, STORY_NOT_FOUND)
    return c.json(await toggleHeart(db, id, user.id, clock.now()))
  })

  app.get('/veteran-service-dog-stories/:id/comments', async (c) => {
    const id = readId(c)
    if (!(await storyExists(db, id))) throw new ApiError(404, STORY_NOT_FOUND)
    return c.json(await listComments(db, id, MAX_COMMENTS))
  })

  app.post('/veteran-service-dog-stories/:id/comments', async (c) => {
    const user = currentUser(c)
    const id = readId(c)
    const { comment_text } = await readJson(c, storyCommentInputSchema)
    if (!(await storyExists(db, id))) throw new ApiError(404, STORY_NOT_FOUND)
    const verification = await findVerification(db, user.id)
    const author = { id: user.id, name: user.display_name, veteran: verification.verification_status === 'verified' }
    return c.json(await addComment(db, id, author, comment_text, clock.now()), 201)
  })

  app.get('/veteran-verification', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await findVerification(db, currentUser(c).id))
  })

  app.get('/idme/auth-url', async (c) => {
    currentUser(c)
    if (!veteranVerification) throw new ApiError(503, 'Veteran verification is not available on this server.')
    const { url, pending } = await veteranVerification.start()
    await setSignedCookie(c, IDME_COOKIE, JSON.stringify(pending), config.sessionSecret, { ...cookieOptions(config, ATTEMPT_MS), path: '/api/idme' })
    return c.json({ authUrl: url })
  })

  /** The provider sends the browser here; the answer goes back to the stories page as ?verification=. */
  app.get('/idme/callback', async (c) => {
    const back = (outcome: 'success' | 'failed' | 'error') => c.redirect(`${RETURN_TO}?verification=${outcome}`, 303)
    const user = c.get('user')
    const pending = parsePending(await getSignedCookie(c, config.sessionSecret, IDME_COOKIE))
    clearCookie(c, config, IDME_COOKIE, '/api/idme')
    const code = c.req.query('code')
    const state = c.req.query('state')
    if (!user || !veteranVerification || !pending || !code || !state || pending.state !== state || Date.now() - pending.startedAt > ATTEMPT_MS) {
      return back(c.req.query('error') === 'access_denied' ? 'failed' : 'error')
    }
    try {
      const claims = await veteranVerification.finish({ code, state, iss: c.req.query('iss') }, pending)
      const { verified, branch } = readVeteranClaims(claims)
      await recordVerification(db, user.id, verified, branch, clock.now())
      return back(verified ? 'success' : 'failed')
    } catch (err) {
      logger.warn({ err }, 'veteran verification failed')
      return back('error')
    }
  })

  return app
}
