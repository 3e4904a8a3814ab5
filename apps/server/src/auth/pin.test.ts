import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../testing/json.ts'
import { pinRefusalSchema, pinStatusSchema } from '@petfolk/contract/pin'
import { DIALECTS } from '../testing/test-db.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'

const MINUTE = 60 * 1000

for (const dialect of DIALECTS) {
  describe(`PIN [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
    })
    afterAll(() => t.dispose())

    const status = async (cookie?: string) => pinStatusSchema.parse(await json(await t.request('/api/pin/status', { cookie })))
    const verify = (cookie: string | undefined, pin: unknown) => t.request('/api/pin/verify', { method: 'POST', cookie, json: { pin } })
    const create = (cookie: string | undefined, pin: unknown) => t.request('/api/pin/create', { method: 'POST', cookie, json: { pin } })
    const deviceOnly = (deviceToken: string) => `pf_device=${deviceToken}`

    it('creates a PIN, stores only a salted scrypt hash, and reports it in the status', async () => {
      const { cookie, user } = await t.signInAs('pin-create@example.com')
      expect(await status(cookie)).toEqual({ hasPin: false, locked: false, minutesUntilUnlock: 0, secondsUntilUnlock: 0, attemptsRemaining: 3, disabled: false })
      const res = await create(cookie, '4821')
      expect(res.status).toBe(201)
      expect(await json(res)).toEqual({ success: true, message: 'PIN created successfully' })
      const row = await t.deps.db.selectFrom('pins').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow()
      expect(row.pin_hash).toMatch(/^scrypt\$16384\$8\$1\$/)
      expect(row.pin_hash).not.toContain('4821')
      expect((await status(cookie)).hasPin).toBe(true)

      const again = await create(cookie, '1111')
      expect(again.status).toBe(409)
      expect((await json(again)).error).toMatch(/already have a PIN/)
    })

    it('refuses malformed PINs with 400 and stores nothing', async () => {
      const { cookie, user } = await t.signInAs('pin-bad@example.com')
      for (const pin of ['123', '12345', 'abcd', '12 4', '١٢٣٤', 1234, null, '']) {
        const res = await create(cookie, pin)
        expect(res.status, `pin ${JSON.stringify(pin)}`).toBe(400)
        expect(typeof (await json(res)).error).toBe('string')
      }
      const extra = await t.request('/api/pin/create', { method: 'POST', cookie, json: { pin: '1234', admin: true } })
      expect(extra.status).toBe(400)
      const missing = await t.request('/api/pin/create', { method: 'POST', cookie, json: {} })
      expect(missing.status).toBe(400)
      expect(await t.deps.db.selectFrom('pins').select('user_id').where('user_id', '=', user.id).execute()).toHaveLength(0)
    })

    it('needs a session to create, reset or delete a PIN', async () => {
      expect((await create(undefined, '1234')).status).toBe(401)
      expect((await t.request('/api/pin/reset', { method: 'POST', json: { pin: '1234' } })).status).toBe(401)
      expect((await t.request('/api/pin', { method: 'DELETE' })).status).toBe(401)
    })

    it('verifies a PIN on a device that signed in before, starting a new session', async () => {
      const { cookie, deviceToken } = await t.signInAs('pin-login@example.com', 'Pin Person')
      await create(cookie, '2468')
      await t.request('/api/logout', { cookie })

      expect(await status(deviceOnly(deviceToken))).toMatchObject({ hasPin: true, locked: false, attemptsRemaining: 3 })
      const res = await verify(deviceOnly(deviceToken), '2468')
      expect(res.status).toBe(200)
      expect(await json(res)).toEqual({ verified: true })
      const session = /pf_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
      expect(session).toBeTruthy()
      const me = await t.request('/api/users/me', { cookie: `pf_session=${session}` })
      expect(me.status).toBe(200)
      expect((await json(me)).google_user_data.name).toBe('Pin Person')
    })

    it('refuses PIN login on a device that never signed in', async () => {
      expect(await status()).toMatchObject({ hasPin: false })
      const res = await verify(undefined, '2468')
      expect(res.status).toBe(401)
      expect((await json(res)).error).toMatch(/device where you signed in with Google/)
      const forged = await verify('pf_device=not-a-real-device', '2468')
      expect(forged.status).toBe(401)
    })

    it('answers 404 with the fixed text when no PIN exists', async () => {
      const { deviceToken } = await t.signInAs('pin-none@example.com')
      const res = await verify(deviceOnly(deviceToken), '1234')
      expect(res.status).toBe(404)
      expect((await json(res)).error).toBe('No PIN found. Please set up a PIN first.')
    })

    it('locks PIN login for 15 minutes after three wrong PINs, and unlocks after the window', async () => {
      const { cookie, deviceToken } = await t.signInAs('pin-lock@example.com')
      await create(cookie, '1357')
      const device = deviceOnly(deviceToken)

      const first = await verify(device, '0000')
      expect(first.status).toBe(401)
      expect(await json(first)).toEqual({ error: 'Incorrect PIN. 2 attempt(s) remaining.', verified: false, attemptsRemaining: 2 })
      const second = await verify(device, '0001')
      expect((await json(second)).attemptsRemaining).toBe(1)

      const third = await verify(device, '0002')
      expect(third.status).toBe(423)
      // The login dialog reads these fields with the contract's schema.
      const locked = pinRefusalSchema.parse(await json(third))
      expect(locked).toMatchObject({ verified: false, locked: true, attemptsRemaining: 0, minutesUntilUnlock: 15, secondsUntilUnlock: 900 })
      expect(locked.error).toMatch(/Too many failed attempts/)

      // Even the right PIN is refused while locked, and the lock does not grow.
      const right = await verify(device, '1357')
      expect(right.status).toBe(423)
      expect(await status(device)).toMatchObject({ locked: true, minutesUntilUnlock: 15, attemptsRemaining: 0 })

      t.clock.advance(14 * MINUTE + 30 * 1000)
      expect(await status(device)).toMatchObject({ locked: true, minutesUntilUnlock: 1, secondsUntilUnlock: 30 })
      t.clock.advance(30 * 1000)
      expect(await status(device)).toMatchObject({ locked: false, attemptsRemaining: 3 })

      const ok = await verify(device, '1357')
      expect(ok.status).toBe(200)
      expect(await status(device)).toMatchObject({ locked: false, attemptsRemaining: 3 })
    })

    it('never allows more than three guesses per window, even in parallel', async () => {
      const { cookie, deviceToken } = await t.signInAs('pin-race@example.com')
      await create(cookie, '9999')
      const device = deviceOnly(deviceToken)
      // Only wrong guesses race here: a right PIN among them would rightly reset the count when
      // it happened to be checked first, so what the race may allow would depend on the order.
      const results = await Promise.all(['0001', '0002', '0003', '0004', '0005', '0006', '0007'].map((pin) => verify(device, pin)))
      const statuses = results.map((r) => r.status).sort()
      // Three attempts were checked (the third locked the PIN); every other request met the lock.
      expect(statuses).toEqual([401, 401, 423, 423, 423, 423, 423])
      expect(await status(device)).toMatchObject({ locked: true, attemptsRemaining: 0, minutesUntilUnlock: 15 })
      // The right PIN is refused too while the lock lasts.
      expect((await verify(device, '9999')).status).toBe(423)
    })

    it('turns PIN login off after 10 consecutive failures until the next Google sign-in', async () => {
      const email = 'pin-disable@example.com'
      const { cookie, deviceToken } = await t.signInAs(email)
      await create(cookie, '4444')
      const device = deviceOnly(deviceToken)
      let last: Response | undefined
      for (let i = 0; i < 10; i++) {
        last = await verify(device, '0000')
        if (last.status === 423 && i < 9) t.clock.advance(15 * MINUTE)
      }
      expect(last?.status).toBe(423)
      if (!last) throw new Error('no attempt made')
      expect(pinRefusalSchema.parse(await json(last))).toMatchObject({ disabled: true, locked: true })
      expect(await status(device)).toMatchObject({ hasPin: true, disabled: true, locked: false })
      // No waiting helps any more.
      t.clock.advance(24 * 60 * MINUTE)
      const stillOff = await verify(device, '4444')
      expect(stillOff.status).toBe(423)
      expect((await json(stillOff)).error).toMatch(/sign in with Google/)

      // Signing in with the identity provider again turns it back on.
      await t.signInAs(email)
      expect(await status(device)).toMatchObject({ disabled: false, attemptsRemaining: 3 })
      expect((await verify(device, '4444')).status).toBe(200)
    })

    it('resets and deletes the PIN with the fixed messages', async () => {
      const { cookie, deviceToken } = await t.signInAs('pin-reset@example.com')
      const noneReset = await t.request('/api/pin/reset', { method: 'POST', cookie, json: { pin: '1234' } })
      expect(noneReset.status).toBe(404)
      await create(cookie, '1234')
      await verify(deviceOnly(deviceToken), '0000')

      const reset = await t.request('/api/pin/reset', { method: 'POST', cookie, json: { pin: '5678' } })
      expect(reset.status).toBe(200)
      expect(await json(reset)).toEqual({ success: true, message: 'PIN updated successfully' })
      expect(await status(cookie)).toMatchObject({ attemptsRemaining: 3 })
      expect((await verify(deviceOnly(deviceToken), '1234')).status).toBe(401)
      expect((await verify(deviceOnly(deviceToken), '5678')).status).toBe(200)

      const del = await t.request('/api/pin', { method: 'DELETE', cookie })
      expect(del.status).toBe(200)
      expect(await json(del)).toEqual({ success: true, message: 'PIN deleted successfully' })
      expect((await status(cookie)).hasPin).toBe(false)
      const again = await t.request('/api/pin', { method: 'DELETE', cookie })
      expect(again.status).toBe(404)
    })

    it("keeps each user's PIN to themselves", async () => {
      const a = await t.signInAs('pin-a@example.com')
      const b = await t.signInAs('pin-b@example.com')
      await create(a.cookie, '1212')
      expect((await status(b.cookie)).hasPin).toBe(false)
      expect((await t.request('/api/pin', { method: 'DELETE', cookie: b.cookie })).status).toBe(404)
      expect((await status(a.cookie)).hasPin).toBe(true)
      // B's device cannot log in as A with A's PIN.
      expect((await verify(deviceOnly(b.deviceToken), '1212')).status).toBe(404)
    })
  })
}
