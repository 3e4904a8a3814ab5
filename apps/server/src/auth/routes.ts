import type { Context } from 'hono'
import { getSignedCookie, setSignedCookie } from 'hono/cookie'
import { accountSessionEndpoints, authEndpoints } from '@petfolk/contract/auth'
import { userEndpoints } from '@petfolk/contract/users'
import { BANNED } from '@petfolk/contract/reports'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { endpointRouter, ok } from '../http/endpoint-router.ts'
import { ApiError, notFound, notSignedIn } from '../http/errors.ts'
import { DEVICE_COOKIE, SESSION_COOKIE, SIGN_IN_COOKIE, clearCookie, cookieOptions, readCookie, writeCookie } from './cookies.ts'
import { DEVICE_LIFETIME_MS, bindDevice } from './device-store.ts'
import { parsePending } from './oidc-client.ts'
import { sessionStateOf } from './session-middleware.ts'
import { createSession, deleteOtherSessions, deleteOwnSession, deleteSession, listOwnSessions } from './session-store.ts'
import { recordSignIn } from './sign-in.ts'
import { describeUserAgent } from './user-agent.ts'

const SIGN_IN_ATTEMPT_MS = 10 * 60 * 1000
const SIGN_IN_EXPIRED = 'This sign-in attempt has expired or was already used. Please sign in again.'
const SIGN_IN_INCOMPLETE = 'The sign-in could not be completed. Please try signing in again.'

/**
 * The callback page shows this answer to the person as it is, so it is a sentence, not the
 * API's usual "field: message" (which read "state: The sign-in state is missing.").
 */
function signInRefusal(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 400) return error
  const issues = (error.extra as { issues?: Array<{ path: Array<string | number>; message: string }> }).issues
  const first = issues?.[0]
  const field = first?.path.length === 1 ? first.path[0] : undefined
  if (!first || (field !== 'code' && field !== 'state')) return new ApiError(400, SIGN_IN_INCOMPLETE, error.extra)
  // The contract's own sentences start so; zod's default for an absent field does not.
  const sentence = first.message.startsWith('The sign-in ') ? first.message : `The sign-in ${field} is missing.`
  return new ApiError(400, `${sentence} Please sign in again.`, error.extra)
}

/** GET /api/auth/options: which sign-in the server offers. */
export function signInOptionRoutes(deps: AppDeps) {
  return endpointRouter(deps).on(authEndpoints.options, () => ok({ provider: deps.signIn.kind }))
}

/** GET /api/oauth/google/redirect_url: starts a sign-in with OpenID Connect. */
export function oauthRoutes(deps: AppDeps) {
  const { config, signIn } = deps
  return endpointRouter(deps).on(authEndpoints.redirectUrl, async (_, c) => {
    const { url, pending } = await signIn.start()
    await setSignedCookie(c, SIGN_IN_COOKIE, JSON.stringify(pending), config.sessionSecret, cookieOptions(config, SIGN_IN_ATTEMPT_MS))
    c.header('Cache-Control', 'no-store')
    return ok({ redirectUrl: url })
  })
}

/** POST /api/sessions: the sign-in callback trades the provider's code for a session. */
export function sessionExchangeRoutes(deps: AppDeps) {
  const { config, db, clock, signIn } = deps
  const policy = sessionPolicy(deps)
  return endpointRouter(deps).on(
    authEndpoints.exchange,
    async ({ body }, c) => {
      const pending = parsePending(await getSignedCookie(c, config.sessionSecret, SIGN_IN_COOKIE))
      // Single use: the attempt is gone whatever happens next, so a replayed callback finds nothing.
      clearCookie(c, config, SIGN_IN_COOKIE)
      if (!pending || Date.now() - pending.startedAt > SIGN_IN_ATTEMPT_MS) throw new ApiError(400, SIGN_IN_EXPIRED)
      if (pending.state !== body.state) {
        throw new ApiError(400, 'The sign-in answer does not belong to this browser. Please sign in again.')
      }
      const claims = await signIn.finish(body, pending)
      const now = clock.now()
      const user = await recordSignIn(db, claims, now, config.adminEmails)
      if (user.banned_at) throw new ApiError(403, BANNED)
      const token = await createSession(db, user.id, now, policy, {
        label: describeUserAgent(c.req.header('user-agent')),
        replacing: readCookie(c, SESSION_COOKIE),
      })
      writeCookie(c, config, SESSION_COOKIE, token, config.sessionMaxMs)
      const device = await bindDevice(db, user.id, readCookie(c, DEVICE_COOKIE), now)
      writeCookie(c, config, DEVICE_COOKIE, device, DEVICE_LIFETIME_MS)
      return ok({ ok: true })
    },
    { inputRefusal: signInRefusal },
  )
}

/** GET /api/session: who is signed in on this browser, for visitors too. */
export function sessionStateRoutes(deps: AppDeps) {
  return endpointRouter(deps).on(authEndpoints.session, async ({ user }, c) => {
    c.header('Cache-Control', 'no-store')
    return ok(await sessionStateOf(deps.db, user))
  })
}

/** POST and GET /api/logout: end this browser's session. */
export function logoutRoutes(deps: AppDeps) {
  const { config, db } = deps
  const endSession = async (c: Context<AppEnv>) => {
    const sessionId = c.get('sessionId')
    if (sessionId !== null) {
      await deleteSession(db, sessionId)
      // Its live streams end now, on every replica, not at the next session check.
      deps.events.publish({ topic: 'sessions-ended', sessionIds: [sessionId] })
    }
    clearCookie(c, config, SESSION_COOKIE)
    c.header('Cache-Control', 'no-store')
  }

  return (
    endpointRouter(deps)
      // The web app signs out with POST, which the origin guard (http/security.ts) keeps to our own pages.
      .on(authEndpoints.logout, async (_, c) => {
        await endSession(c)
        return ok({ ok: true })
      })
      .on(authEndpoints.logoutByLink, async (_, c) => {
        // This logout is a GET, which SameSite=Lax cookies accompany on a link from another
        // site; browsers mark such requests, so another site cannot sign people out.
        if (c.req.header('sec-fetch-site') === 'cross-site') throw new ApiError(403, 'This request came from another site and was refused.')
        // Only a script's fetch ('empty', or no header from clients that are not browsers) may end the
        // session: a picture, frame or page that points here, even on our own site, is never a request
        // to sign out. 400 rather than a success: nothing ended, and the sentence says how to sign out.
        const dest = c.req.header('sec-fetch-dest')
        if (dest !== undefined && dest !== 'empty') {
          c.header('Cache-Control', 'no-store')
          throw new ApiError(400, 'Sign out from the menu in Petfolk: this address ends a session only when the app asks for it, so nothing was changed.')
        }
        await endSession(c)
        return ok({ ok: true })
      })
  )
}

/** GET /api/users/me: the signed-in member. */
export function currentUserRoutes(deps: AppDeps) {
  return endpointRouter(deps).on(userEndpoints.me, async ({ user: sessionUser }, c) => {
    c.header('Cache-Control', 'no-store')
    const { user } = await sessionStateOf(deps.db, sessionUser)
    if (!user) throw notSignedIn()
    return ok(user)
  })
}

/**
 * Where the member is signed in (Settings › Security). Another member's session id is a 404,
 * like every other row that is not the caller's.
 */
export function accountSessionRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const policy = sessionPolicy(deps)
  return endpointRouter(deps)
    .on(accountSessionEndpoints.list, async ({ user }, c) => {
      c.header('Cache-Control', 'no-store')
      const current = c.get('sessionId')
      const rows = await listOwnSessions(db, user.id, clock.now(), policy)
      return ok(rows.map((row) => ({ ...row, current: row.id === current })))
    })
    .on(accountSessionEndpoints.end, async ({ user, params }, c) => {
      if (params.id === c.get('sessionId')) {
        throw new ApiError(400, 'This is the session you are using now: sign out from the menu to end it. Nothing was changed.')
      }
      if (!(await deleteOwnSession(db, user.id, params.id))) throw notFound('That session was not found. It may have ended already.')
      deps.events.publish({ topic: 'sessions-ended', sessionIds: [params.id] })
      return ok({ ok: true })
    })
    .on(accountSessionEndpoints.signOutOthers, async ({ user }, c) => {
      const current = c.get('sessionId')
      if (current === null) throw notSignedIn()
      const ended = await deleteOtherSessions(db, user.id, current)
      if (ended.length > 0) deps.events.publish({ topic: 'sessions-ended', sessionIds: ended })
      return ok({ ended: ended.length })
    })
}

function sessionPolicy({ config }: AppDeps) {
  return { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs }
}
