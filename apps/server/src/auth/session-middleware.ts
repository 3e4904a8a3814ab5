import type { Context } from 'hono'
import type { SessionState } from '@petfolk/contract/users'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { notSignedIn } from '../http/errors.ts'
import type { RequestStep } from '../http/request-steps.ts'
import { SESSION_COOKIE, readCookie } from './cookies.ts'
import type { Db } from '../db/database.ts'
import { findActiveSession, type ActiveSession, type SessionUser } from './session-store.ts'
import { findUserById, toUserResponse } from './users-store.ts'

/** The session the request's cookie names, if it is still active. */
function sessionReader(deps: AppDeps): (c: Context) => Promise<ActiveSession | null> {
  const policy = { idleMs: deps.config.sessionIdleMs, maxMs: deps.config.sessionMaxMs }
  return async (c) => {
    const token = readCookie(c, SESSION_COOKIE)
    return token ? findActiveSession(deps.db, token, deps.clock.now(), policy) : null
  }
}

/** Loads the signed-in user (or null) from the session cookie for every API request. */
export function loadSession(deps: AppDeps): RequestStep {
  const readSession = sessionReader(deps)
  return async (c) => {
    const active = await readSession(c)
    c.set('user', active?.user ?? null)
    c.set('sessionId', active?.sessionId ?? null)
  }
}

/** What GET /api/session answers for a signed-in user (or a visitor, null). */
export async function sessionStateOf(db: Db, user: SessionUser | null): Promise<SessionState> {
  const row = user ? await findUserById(db, user.id) : undefined
  return { user: row ? toUserResponse(row) : null }
}

/** What GET /api/session answers, for a page request: the web app gets it inside the page. */
export function pageSessionState(deps: AppDeps): (c: Context) => Promise<SessionState> {
  const readSession = sessionReader(deps)
  return async (c) => sessionStateOf(deps.db, (await readSession(c))?.user ?? null)
}

/**
 * Default-deny: every API route needs a session except the few that serve visitors.
 * A new route is protected unless someone adds it here on purpose.
 */
const PUBLIC_API = [
  /^\/api\/auth\/options$/,
  /^\/api\/oauth\/google\/redirect_url$/,
  /^\/api\/sessions$/,
  // Answers { user: null } to visitors instead of 401: the web app asks it on every page.
  /^\/api\/session$/,
  /^\/api\/logout$/,
  /^\/api\/pin\/(status|verify)$/,
  /^\/api\/demo\//,
  /^\/api\/privacy-policy$/,
  /^\/api\/openapi\.json$/,
  // The server's Web Push key is public by nature; a browser needs it before it can subscribe.
  /^\/api\/push\/public-key$/,
  // A vet opens a share link without an account; the token itself is the permission.
  /^\/api\/shared\/health-records\/[^/]+$/,
  // Whoever a member sent a media share link to; the signed token is the permission.
  /^\/api\/shared\/media\/[^/]+$/,
  // Handles a missing session itself, by sending the browser back with ?verification=error.
  /^\/api\/idme\/callback$/,
]

export function requireSession(): RequestStep {
  return (c) => {
    if (!c.get('user') && !PUBLIC_API.some((re) => re.test(c.req.path))) throw notSignedIn()
  }
}

/** The signed-in user inside a route that requireSession already guards. */
export function currentUser(c: { get(key: 'user'): AppEnv['Variables']['user'] }) {
  const user = c.get('user')
  if (!user) throw notSignedIn()
  return user
}
