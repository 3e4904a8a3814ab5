import { isStaff } from '@petfolk/contract/roles'
import { getSignedCookie, setSignedCookie } from 'hono/cookie'
import { idmeEndpoints, SERVICE_BRANCHES, veteranStoryEndpoints, veteranVerificationEndpoints } from '@petfolk/contract/veterans'
import type { AppDeps } from '../../app-env.ts'
import { clearCookie, cookieOptions } from '../../auth/cookies.ts'
import { parsePending } from '../../auth/oidc-client.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import { requireUsablePhoto } from '../uploads/ownership.ts'
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

/** Veteran and service-dog stories, their hearts and comments. */
export function veteranStoryRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const requireStory = async (id: number, withHidden = false) => {
    if (!(await storyExists(db, id, withHidden))) throw notFound(STORY_NOT_FOUND)
  }
  return endpointRouter(deps)
    .on(veteranStoryEndpoints.list, async ({ user, page }, c) => ok(sendPage(c, await listStories(db, user.id, page, isStaff(user.role)), page, storySortKey)))
    .on(veteranStoryEndpoints.create, async ({ user, body }) => {
      await requireUsablePhoto(db, 'dog_photo_url', body.dog_photo_url, { userId: user.id }, { label: 'Dog photo' })
      await requireUsablePhoto(db, 'veteran_photo_url', body.veteran_photo_url, { userId: user.id }, { label: 'Veteran photo' })
      const verification = await findVerification(db, user.id)
      const id = await createStory(db, user.id, body, verification.verification_status === 'verified', clock.now())
      const story = await findStory(db, user.id, id)
      if (!story) throw new Error(`Story ${id} vanished right after it was shared.`)
      return created(story)
    })
    .on(veteranStoryEndpoints.react, async ({ user, params }) => {
      await requireStory(params.id)
      return ok(await toggleHeart(db, params.id, user.id, clock.now()))
    })
    .on(veteranStoryEndpoints.comments, async ({ user, params }) => {
      // Staff still read what they hid.
      const staff = isStaff(user.role)
      await requireStory(params.id, staff)
      return ok(await listComments(db, params.id, user.id, MAX_COMMENTS, staff))
    })
    .on(veteranStoryEndpoints.comment, async ({ user, params, body }) => {
      await requireStory(params.id)
      const verification = await findVerification(db, user.id)
      const author = { id: user.id, name: user.display_name, veteran: verification.verification_status === 'verified' }
      return created(await addComment(db, params.id, author, body.comment_text, clock.now()))
    })
}

export function veteranVerificationRoutes(deps: AppDeps) {
  const { db } = deps
  return endpointRouter(deps).on(veteranVerificationEndpoints.status, async ({ user }, c) => {
    c.header('Cache-Control', 'no-store')
    return ok(await findVerification(db, user.id))
  })
}

/** Veteran verification with ID.me: the attempt starts here and the provider comes back to the callback. */
export function idmeRoutes(deps: AppDeps) {
  const { db, clock, config, veteranVerification, logger } = deps
  return endpointRouter(deps)
    .on(idmeEndpoints.authUrl, async (_input, c) => {
      if (!veteranVerification) throw new ApiError(503, 'Veteran verification is not available on this server.')
      const { url, pending } = await veteranVerification.start()
      await setSignedCookie(c, IDME_COOKIE, JSON.stringify(pending), config.sessionSecret, { ...cookieOptions(config, ATTEMPT_MS), path: '/api/idme' })
      return ok({ authUrl: url })
    })
    /** The provider sends the browser here; the answer goes back to the stories page as ?verification=. */
    .on(idmeEndpoints.callback, async ({ user }, c) => {
      const back = (outcome: 'success' | 'failed' | 'error') => c.redirect(`${RETURN_TO}?verification=${outcome}`, 303)
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
}
