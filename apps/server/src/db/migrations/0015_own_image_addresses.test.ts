import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateTo, migrateToLatest } from '../migrate.ts'
import { DIALECTS, createTestDatabase, type TestDatabase } from '../../testing/test-db.ts'

const GOOD = '/uploads/3f/3f9a0c1b2d4e5f60718293a4b5c6d7e8.jpg'
const DEMO = '/demo/showcase/biscuit-corgi.svg'
const BAD = ['/uploads/../api/logout', 'https://tracker.example/p.gif', '/uploads/ab/x.png?x=1', '//evil.example/a.png', 'local-storage:pet_photo_1']

for (const dialect of DIALECTS) {
  describe(`migration 0015 over existing data [${dialect}]`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      await migrateTo(database.handle, '0013_live_alerts')
    })
    afterAll(() => database.dispose())

    it('clears every image address that is not one of our uploads or demo pictures, and keeps the rest', async () => {
      const { db } = database.handle
      const at = '2026-06-01T12:00:00.000Z'
      const { id: user } = await db
        .insertInto('users')
        .values({ email: 'old@example.com', google_sub: 'old-sub', google_user_data: '{}', display_name: 'Old', created_at: at, updated_at: at, last_signed_in_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
      const addresses = [GOOD, DEMO, ...BAD, null]
      for (const photo_url of addresses) {
        await db.insertInto('pets').values({ user_id: user, name: 'Rex', species: 'dog', photo_url, is_spayed_neutered: 0, created_at: at, updated_at: at }).execute()
        await db
          .insertInto('lost_pets')
          .values({
            user_id: user, pet_name: 'Rex', species: 'dog', color: 'Brown', photo_url, last_seen_date: '2026-05-31', last_seen_location: 'Park',
            last_seen_city: 'Austin', last_seen_state: 'Texas', last_seen_zip_code: '78704', contact_name: 'Sam', contact_phone: '555-0100',
            is_found: 0, created_at: at, updated_at: at,
          })
          .execute()
        await db
          .insertInto('veteran_stories')
          .values({
            user_id: user, veteran_name: 'Dana', service_branch: 'Army', dog_name: 'Scout', service_type: 'PTSD Support', story_title: 'T',
            story_content: 'C', dog_photo_url: photo_url, veteran_photo_url: photo_url, is_anonymous: 0, is_featured: 0, is_verified_veteran: 0,
            reaction_count: 0, comment_count: 0, created_at: at,
          })
          .execute()
        await db
          .insertInto('daily_pet_showcase')
          .values({ user_id: user, pet_name: 'Rex', species: 'dog', pet_photo: photo_url, vote_count: 0, showcase_date: '2026-06-01', is_demo: 0, created_at: at })
          .execute()
      }
      await db
        .insertInto('photographers')
        .values({
          business_name: 'Snap', photographer_name: 'Ana', city: 'Austin', state: 'TX', portfolio_images: JSON.stringify([DEMO, ...BAD, GOOD]),
          rating: 4, review_count: 1, is_listed: 1, created_at: at,
        })
        .execute()

      await migrateToLatest(database.handle)

      const kept = [GOOD, DEMO, null, null, null, null, null, null]
      const column = async <T extends { v: string | null }>(rows: Promise<T[]>) => (await rows).map((r) => r.v)
      expect(await column(db.selectFrom('pets').select('photo_url as v').orderBy('id').execute())).toEqual(kept)
      expect(await column(db.selectFrom('lost_pets').select('photo_url as v').orderBy('id').execute())).toEqual(kept)
      expect(await column(db.selectFrom('veteran_stories').select('dog_photo_url as v').orderBy('id').execute())).toEqual(kept)
      expect(await column(db.selectFrom('veteran_stories').select('veteran_photo_url as v').orderBy('id').execute())).toEqual(kept)
      expect(await column(db.selectFrom('daily_pet_showcase').select('pet_photo as v').where('is_demo', '=', 0).orderBy('id').execute())).toEqual(kept)
      const { portfolio_images } = await db.selectFrom('photographers').select('portfolio_images').where('business_name', '=', 'Snap').executeTakeFirstOrThrow()
      expect(JSON.parse(portfolio_images)).toEqual([DEMO, GOOD])
      // The rest of each row is untouched.
      expect(await db.selectFrom('pets').select(['name', 'species']).where('photo_url', 'is', null).execute()).toHaveLength(6)
    })
  })
}
