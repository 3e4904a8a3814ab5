import type { Context } from 'hono'
import { Hono } from 'hono'
import { PIN_LOCK_MINUTES, pinRequestSchema } from '@petfolk/contract/pin'
import type { AppDeps, AppEnv } from '../app-env.ts'
import { ApiError } from '../http/errors.ts'
import { readJson } from '../http/validate.ts'
import { DEVICE_COOKIE, SESSION_COOKIE, readCookie, writeCookie } from './cookies.ts'
import { findDeviceUserId } from './device-store.ts'
import { checkPin, createPin, deletePin, findPin, pinStatus, resetPin } from './pin-store.ts'
import { currentUser } from './session-middleware.ts'
import { createSession } from './session-store.ts'
import { describeUserAgent } from './user-agent.ts'

export const NO_PIN = 'No PIN found. Please set up a PIN first.'
const NOT_THIS_DEVICE =
  'Quick PIN login only works on a device where you signed in with Google before. Please sign in with Google.'
const PIN_DISABLED =
  'PIN login is turned off after too many failed attempts. Please sign in with Google to turn it back on.'

/** Quick PIN login, with every rule enforced here on the server. */
export function pinRoutes(deps: AppDeps) {
  const { config, db, clock } = deps
  const app = new Hono<AppEnv>()

  /** Signed in: that user. Signed out: the user this device was bound to at their last Google sign-in. */
  async function pinUserId(c: Context<AppEnv>): Promise<number | null> {
    const user = c.get('user')
    if (user) return user.id
    const device = readCookie(c, DEVICE_COOKIE)
    return device ? findDeviceUserId(db, device, clock.now()) : null
  }

  app.get('/status', async (c) => {
    c.header('Cache-Control', 'no-store')
    const userId = await pinUserId(c)
    const row = userId === null ? undefined : await findPin(db, userId)
    return c.json(pinStatus(row, clock.now()))
  })

  app.post('/verify', async (c) => {
    const { pin } = await readJson(c, pinRequestSchema)
    const userId = await pinUserId(c)
    if (userId === null) throw new ApiError(401, NOT_THIS_DEVICE, { verified: false })
    const now = clock.now()
    const result = await checkPin(db, userId, pin, now)
    switch (result.kind) {
      case 'no-pin':
        throw new ApiError(404, NO_PIN, { verified: false })
      case 'disabled':
        throw new ApiError(423, PIN_DISABLED, { verified: false, locked: true, disabled: true, attemptsRemaining: 0, minutesUntilUnlock: 0, secondsUntilUnlock: 0 })
      case 'locked': {
        const { minutesUntilUnlock, secondsUntilUnlock } = result.status
        throw new ApiError(423, `Too many failed attempts. PIN login is locked for ${minutesUntilUnlock || PIN_LOCK_MINUTES} minutes.`, {
          verified: false,
          locked: true,
          attemptsRemaining: 0,
          minutesUntilUnlock,
          secondsUntilUnlock,
        })
      }
      case 'wrong':
        throw new ApiError(401, `Incorrect PIN. ${result.attemptsRemaining} attempt(s) remaining.`, {
          verified: false,
          attemptsRemaining: result.attemptsRemaining,
        })
      case 'verified': {
        const token = await createSession(db, userId, now, { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs }, {
          label: describeUserAgent(c.req.header('user-agent')),
          replacing: readCookie(c, SESSION_COOKIE),
        })
        writeCookie(c, config, SESSION_COOKIE, token, config.sessionMaxMs)
        return c.json({ verified: true })
      }
    }
  })

  app.post('/create', async (c) => {
    const user = currentUser(c)
    const { pin } = await readJson(c, pinRequestSchema)
    if (!(await createPin(db, user.id, pin, clock.now()))) {
      throw new ApiError(409, 'You already have a PIN. Use Reset PIN to change it.')
    }
    return c.json({ success: true, message: 'PIN created successfully' }, 201)
  })

  app.post('/reset', async (c) => {
    const user = currentUser(c)
    const { pin } = await readJson(c, pinRequestSchema)
    if (!(await resetPin(db, user.id, pin, clock.now()))) throw new ApiError(404, NO_PIN)
    return c.json({ success: true, message: 'PIN updated successfully' })
  })

  app.delete('/', async (c) => {
    const user = currentUser(c)
    if (!(await deletePin(db, user.id))) throw new ApiError(404, NO_PIN)
    return c.json({ success: true, message: 'PIN deleted successfully' })
  })

  return app
}
