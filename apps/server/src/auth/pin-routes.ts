import type { Context } from 'hono'
import { PIN_LOCK_MINUTES, pinEndpoints, type PinRefusal } from '@petfolk/contract/pin'
import { BANNED } from '@petfolk/contract/reports'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { created, endpointRouter, ok } from '../http/endpoint-router.ts'
import { ApiError, notFound } from '../http/errors.ts'
import { DEVICE_COOKIE, SESSION_COOKIE, readCookie, writeCookie } from './cookies.ts'
import { findDeviceUserId } from './device-store.ts'
import { checkPin, createPin, deletePin, findPin, pinStatus, resetPin } from './pin-store.ts'
import { createSession, isBanned } from './session-store.ts'
import { describeUserAgent } from './user-agent.ts'

export const NO_PIN = 'No PIN found. Please set up a PIN first.'
const NOT_THIS_DEVICE =
  'Quick PIN login only works on a device where you signed in with Google before. Please sign in with Google.'
const PIN_DISABLED =
  'PIN login is turned off after too many failed attempts. Please sign in with Google to turn it back on.'

/** A refusal of POST /api/pin/verify, with the fields the login dialog reads (pinRefusalSchema). */
function pinRefusal(status: 401 | 404 | 423, message: string, details: Omit<PinRefusal, 'error' | 'issues' | 'verified'> = {}): ApiError {
  const extra: Omit<PinRefusal, 'error' | 'issues'> = { verified: false, ...details }
  return new ApiError(status, message, extra)
}

/** Quick PIN login, with every rule enforced here on the server. */
export function pinRoutes(deps: AppDeps) {
  const { config, db, clock } = deps

  /** Signed in: that user. Signed out: the user this device was bound to at their last Google sign-in. */
  async function pinUserId(c: Context<AppEnv>): Promise<number | null> {
    const user = c.get('user')
    if (user) return user.id
    const device = readCookie(c, DEVICE_COOKIE)
    return device ? findDeviceUserId(db, device, clock.now()) : null
  }

  return endpointRouter(deps)
    .on(pinEndpoints.status, async (_, c) => {
      c.header('Cache-Control', 'no-store')
      const userId = await pinUserId(c)
      const row = userId === null ? undefined : await findPin(db, userId)
      return ok(pinStatus(row, clock.now()))
    })
    .on(pinEndpoints.verify, async ({ body }, c) => {
      const userId = await pinUserId(c)
      if (userId === null) throw pinRefusal(401, NOT_THIS_DEVICE)
      const now = clock.now()
      const result = await checkPin(db, userId, body.pin, now)
      switch (result.kind) {
        case 'no-pin':
          throw pinRefusal(404, NO_PIN)
        case 'disabled':
          throw pinRefusal(423, PIN_DISABLED, { locked: true, disabled: true, attemptsRemaining: 0, minutesUntilUnlock: 0, secondsUntilUnlock: 0 })
        case 'locked': {
          const { minutesUntilUnlock, secondsUntilUnlock } = result.status
          throw pinRefusal(423, `Too many failed attempts. PIN login is locked for ${minutesUntilUnlock || PIN_LOCK_MINUTES} minutes.`, {
            locked: true,
            attemptsRemaining: 0,
            minutesUntilUnlock,
            secondsUntilUnlock,
          })
        }
        case 'wrong':
          throw pinRefusal(401, `Incorrect PIN. ${result.attemptsRemaining} attempt(s) remaining.`, { attemptsRemaining: result.attemptsRemaining })
        case 'verified': {
          if (await isBanned(db, userId)) throw new ApiError(403, BANNED)
          const token = await createSession(db, userId, now, { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs }, {
            label: describeUserAgent(c.req.header('user-agent')),
            replacing: readCookie(c, SESSION_COOKIE),
          })
          writeCookie(c, config, SESSION_COOKIE, token, config.sessionMaxMs)
          return ok({ verified: true })
        }
      }
    })
    .on(pinEndpoints.create, async ({ user, body }) => {
      if (!(await createPin(db, user.id, body.pin, clock.now()))) {
        throw new ApiError(409, 'You already have a PIN. Use Reset PIN to change it.')
      }
      return created({ success: true, message: 'PIN created successfully' })
    })
    .on(pinEndpoints.reset, async ({ user, body }) => {
      if (!(await resetPin(db, user.id, body.pin, clock.now()))) throw notFound(NO_PIN)
      return ok({ success: true, message: 'PIN updated successfully' })
    })
    .on(pinEndpoints.remove, async ({ user }) => {
      if (!(await deletePin(db, user.id))) throw notFound(NO_PIN)
      return ok({ success: true, message: 'PIN deleted successfully' })
    })
}
