import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BANNED } from '@petfolk/contract/reports'
import { json } from '../../testing/json.ts'
import { HttpBrowser } from '../../testing/dev-signin.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { startTestServer } from '../../testing/test-server.ts'

/** A banned member cannot sign in again through the identity provider: the callback says why. */
for (const dialect of DIALECTS) {
  describe(`sign-in of a banned member [${dialect}]`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>
    beforeAll(async () => {
      server = await startTestServer(dialect)
    })
    afterAll(() => server.stop())

    it('refuses the sign-in callback with a sentence and starts no session', async () => {
      const first = new HttpBrowser(server.baseUrl)
      await first.signIn({ email: 'banned@example.com', name: 'Ban Ned' })
      const user = await server.db.selectFrom('users').select('id').where('email', '=', 'banned@example.com').executeTakeFirstOrThrow()
      await server.db.updateTable('users').set({ banned_at: new Date().toISOString() }).where('id', '=', user.id).execute()
      await server.db.deleteFrom('sessions').where('user_id', '=', user.id).execute()

      const again = new HttpBrowser(server.baseUrl)
      const callback = await again.signInAtDevIdp({ email: 'banned@example.com', name: 'Ban Ned' })
      const res = await again.exchange(callback)
      expect(res.status).toBe(403)
      expect(await json(res)).toEqual({ error: BANNED })
      expect(await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([])
    })
  })
}
