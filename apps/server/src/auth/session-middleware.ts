import type { Context } from 'hono'
import type { SessionState } from '@petfolk/contract/users'
import type { AppDeps } from '../app-env.ts'
import type { RequestStep } from '../http/request-steps.ts'
import { SESSION_COOKIE, readCookie } from './cookies.ts'
import type { Db } from '../db/database.ts'
import { findActiveSession, type ActiveSession, type SessionUser } from './session-store.ts'
import { findUserById, toUserResponse } from './users-store.ts'

/**
 * The lookup of the session the request's cookie names (null when it is not active), or null at
 * once when there is no cookie, so a visitor's request needs no promise at all.
 */
function sessionReader(deps: AppDeps): (c: Context) => Promise<ActiveSession | null> | null {
  const policy = { idleMs: deps.config.sessionIdleMs, maxMs: deps.config.sessionMaxMs }
  return (c) => {
    const token = readCookie(c, SESSION_COOKIE)
    return token ? findActiveSession(deps.db, token, deps.clock.now(), policy) : null
  }
}

/**
 * Loads the signed-in user (or null) from the session cookie for every API request. Without a
 * cookie it finishes synchronously; with one, its promise is the session query's, without async
 * frames of its own that a request waiting for a connection would hold (docs/decisions/036).
 */
export function loadSession(deps: AppDeps): RequestStep {
  const readSession = sessionReader(deps)
  return (c) => {
    const reading = readSession(c)
    if (!reading) {
      c.set('user', null)
      c.set('sessionId', null)
      return
    }
    return reading.then((active) => {
      c.set('user', active?.user ?? null)
      c.set('sessionId', active?.sessionId ?? null)
    })
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
