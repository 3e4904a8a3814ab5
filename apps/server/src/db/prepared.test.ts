import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../testing/test-db.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'
import { preparedQuery } from './prepared.ts'

// Species is a constant in the query, the owner and the limit are arguments.
const dogsOf = preparedQuery<[userId: number, limit: number], { name: string }>((db, param) =>
  db.selectFrom('pets').select('name').where('species', '=', 'dog').where('user_id', '=', param<number>(0)).orderBy('id').limit(param<number>(1)),
)

for (const dialect of DIALECTS) {
  describe(`preparedQuery [${dialect}]`, () => {
    let t: TestContext
    let other: TestContext
    let ann: number
    let ben: number
    beforeAll(async () => {
      t = await createTestContext(dialect)
      other = await createTestContext(dialect)
      const a = await t.signInAs('ann@example.com')
      const b = await t.signInAs('ben@example.com')
      ann = a.user.id
      ben = b.user.id
      for (const [cookie, name, species] of [
        [a.cookie, 'Rex', 'dog'],
        [a.cookie, 'Tom', 'cat'],
        [a.cookie, 'Fido', 'dog'],
        [b.cookie, 'Bolt', 'dog'],
      ] as const) {
        expect((await t.request('/api/pets', { method: 'POST', cookie, json: { name, species } })).status).toBe(201)
      }
    })
    afterAll(async () => {
      await t.dispose()
      await other.dispose()
    })

    it('fills each call’s arguments into the once-compiled query and keeps its constants', async () => {
      expect((await dogsOf(t.deps.db, ann, 10)).map((p) => p.name)).toEqual(['Rex', 'Fido'])
      expect((await dogsOf(t.deps.db, ann, 1)).map((p) => p.name)).toEqual(['Rex'])
      expect((await dogsOf(t.deps.db, ben, 10)).map((p) => p.name)).toEqual(['Bolt'])
      expect(await dogsOf(t.deps.db, 999_999, 10)).toEqual([])
    })

    it('compiles separately for each database', async () => {
      expect(await dogsOf(other.deps.db, ann, 10)).toEqual([])
      expect((await dogsOf(t.deps.db, ann, 10)).length).toBe(2)
    })
  })
}
