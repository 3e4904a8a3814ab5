import { Hono, type Context } from 'hono'
import { getSignedCookie, setSignedCookie } from 'hono/cookie'
import { sessionExchangeSchema } from '@petfolk/contract/auth'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { ApiError, notSignedIn } from '../http/errors.ts'
import { readId, readJson } from '../http/validate.ts'
import { DEVICE_COOKIE, SESSION_COOKIE, SIGN_IN_COOKIE, clearCookie, cookieOptions, readCookie, writeCookie } from './cookies.ts'
import { DEVICE_LIFETIME_MS, bindDevice } from './device-store.ts'
import { parsePending } from './oidc-client.ts'
import { currentUser, sessionStateOf } from './session-middleware.ts'
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

/** Sign-in with OpenID Connect, sessions, logout and the current user. */
export function authRoutes(deps: AppDeps) {
  const { config, db, clock, signIn } = deps
  const app = new Hono<AppEnv>()
  const policy = { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs }

  app.get('/auth/options', (c) => c.json({ provider: signIn.kind }))

  app.get('/oauth/google/redirect_url', async (c) => {
    const { url, pending } = await signIn.start()
    await setSignedCookie(c, SIGN_IN_COOKIE, JSON.stringify(pending), config.sessionSecret, cookieOptions(config, SIGN_IN_ATTEMPT_MS))
    c.header('Cache-Control', 'no-store')
    return c.json({ redirectUrl: url })
  })

  app.post('/sessions', async (c) => {
    const body = await readJson(c, sessionExchangeSchema).catch((error: unknown) => {
      throw signInRefusal(error)
    })
    const pending = parsePending(await getSignedCookie(c, config.sessionSecret, SIGN_IN_COOKIE))
    // Single use: the attempt is gone whatever happens next, so a replayed callback finds nothing.
    clearCookie(c, config, SIGN_IN_COOKIE)
    if (!pending || Date.now() - pending.startedAt > SIGN_IN_ATTEMPT_MS) throw new ApiError(400, SIGN_IN_EXPIRED)
    if (pending.state !== body.state) {
      throw new ApiError(400, 'The sign-in answer does not belong to this browser. Please sign in again.')
    }
    const claims = await signIn.finish(body, pending)
    const now = clock.now()
    const user = await recordSignIn(db, claims, now)
    const token = await createSession(db, user.id, now, policy, {
      label: describeUserAgent(c.req.header('user-agent')),
      replacing: readCookie(c, SESSION_COOKIE),
    })
    writeCookie(c, config, SESSION_COOKIE, token, config.sessionMaxMs)
    const device = await bindDevice(db, user.id, readCookie(c, DEVICE_COOKIE), now)
    writeCookie(c, config, DEVICE_COOKIE, device, DEVICE_LIFETIME_MS)
    return c.json({ ok: true })
  })

  const endSession = async (c: Context<AppEnv>) => {
    const sessionId = c.get('sessionId')
    if (sessionId !== null) await deleteSession(db, sessionId)
    clearCookie(c, config, SESSION_COOKIE)
    c.header('Cache-Control', 'no-store')
    return c.json({ ok: true })
  }

  // The web app signs out with POST, which the origin guard (http/security.ts) keeps to our own pages.
  app.post('/logout', endSession)

  app.get('/logout', async (c) => {
    // The spec makes logout a GET, which SameSite=Lax cookies accompany on a link from another
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
    return endSession(c)
  })

  app.get('/session', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await sessionStateOf(db, c.get('user')))
  })

  app.get('/users/me', async (c) => {
    c.header('Cache-Control', 'no-store')
    const { user } = await sessionStateOf(db, currentUser(c))
    if (!user) throw notSignedIn()
    return c.json(user)
  })

  // Where the member is signed in (Settings › Security). Another member's session id is a 404,
  // like every other row that is not the caller's.
  app.get('/account/sessions', async (c) => {
    c.header('Cache-Control', 'no-store')
    const current = c.get('sessionId')
    const rows = await listOwnSessions(db, currentUser(c).id, clock.now(), policy)
    return c.json(rows.map((row) => ({ ...row, current: row.id === current })))
  })

  app.delete('/account/sessions/:id', async (c) => {
    const user = currentUser(c)
    const id = readId(c)
    if (id === c.get('sessionId')) {
      throw new ApiError(400, 'This is the session you are using now: sign out from the menu to end it. Nothing was changed.')
    }
    if (!(await deleteOwnSession(db, user.id, id))) throw new ApiError(404, 'That session was not found. It may have ended already.')
    return c.json({ ok: true })
  })

  app.post('/account/sessions/sign-out-others', async (c) => {
    const user = currentUser(c)
    const current = c.get('sessionId')
    if (current === null) throw notSignedIn()
    return c.json({ ended: await deleteOtherSessions(db, user.id, current) })
  })

  return app
}
