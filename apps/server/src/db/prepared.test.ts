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

    it('waits for an open transaction instead of reading what it has not committed', async () => {
      let reading: Promise<Array<{ name: string }>> | undefined
      await expect(
        t.deps.db.transaction().execute(async (trx) => {
          await trx.insertInto('pets').values({ user_id: ben, name: 'Ghost', species: 'dog', is_spayed_neutered: 0, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }).execute()
          // Outside the transaction, while it is open.
          reading = dogsOf(t.deps.db, ben, 10)
          await new Promise((resolve) => setTimeout(resolve, 20))
          throw new Error('roll back')
        }),
      ).rejects.toThrow('roll back')
      expect((await reading)?.map((p) => p.name)).toEqual(['Bolt'])
    })

    it('reads inside a transaction on the transaction’s own connection', async () => {
      const names = await t.deps.db.transaction().execute(async (trx) => {
        await trx.insertInto('pets').values({ user_id: ben, name: 'Scout', species: 'dog', is_spayed_neutered: 0, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }).execute()
        const seen = (await dogsOf(trx, ben, 10)).map((p) => p.name)
        await trx.deleteFrom('pets').where('name', '=', 'Scout').execute()
        return seen
      })
      expect(names).toEqual(['Bolt', 'Scout'])
    })

    it('gives every connection back, also after a query the database refuses', async () => {
      // More failures than the pool has connections: a connection kept after one would stall the last read.
      for (let i = 0; i < 15; i++) {
        await dogsOf(t.deps.db, 'not a number' as unknown as number, 10).then(
          (rows) => expect(rows).toEqual([]),
          (error: unknown) => expect(error).toBeInstanceOf(Error),
        )
      }
      expect((await dogsOf(t.deps.db, ben, 10)).map((p) => p.name)).toEqual(['Bolt'])
    })
  })
}
