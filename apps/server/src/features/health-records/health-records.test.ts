import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createdShareLinkSchema, healthRecordSchema, MAX_ACTIVE_SHARE_LINKS, shareLinkSchema, sharedHealthRecordSchema } from '@petfolk/contract/health-records'
import { hashToken } from '../../auth/tokens.ts'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../testing/test-context.ts'

const DAY_MS = 24 * 60 * 60 * 1000

for (const dialect of DIALECTS) {
  describe(`health records and vet share links [${dialect}]`, () => {
    let t: TestContext
    beforeAll(async () => {
      t = await createTestContext(dialect)
    })
    afterAll(() => t.dispose())

    /** An owner with a pet, one medical record and one vet. */
    async function ownerWithPet(email: string) {
      const owner = await t.signInAs(email)
      const pet = await json(await t.request('/api/pets', { method: 'POST', cookie: owner.cookie, json: { name: `Pet of ${email}`, species: 'dog' } }))
      await t.request(`/api/pets/${pet.id}/medical-records`, {
        method: 'POST',
        cookie: owner.cookie,
        json: { title: 'Rabies booster', record_type: 'vaccination', date_recorded: '2026-05-01', next_due_date: '2027-05-01' },
      })
      await t.request('/api/veterinarians', { method: 'POST', cookie: owner.cookie, json: { clinic_name: 'Riverside Vets', phone: '555-0100' } })
      return { ...owner, petId: pet.id as number }
    }

    const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)
    const linkCount = async () => (await t.deps.db.selectFrom('health_record_shares').select('id').execute()).length

    it("answers the owner's printable record; others get 404, visitors 401", async () => {
      const a = await ownerWithPet('record-a@example.com')
      const b = await t.signInAs('record-b@example.com')
      const res = await t.request(`/api/pets/${a.petId}/health-record`, { cookie: a.cookie })
      expect(res.status).toBe(200)
      const record = healthRecordSchema.parse(await json(res))
      expect(record.pet.id).toBe(a.petId)
      expect(record.medical_records.map((r) => r.next_due_date)).toEqual(['2027-05-01'])
      expect(record.veterinarians.map((v) => v.clinic_name)).toEqual(['Riverside Vets'])
      expect((await t.request(`/api/pets/${a.petId}/health-record`, { cookie: b.cookie })).status).toBe(404)
      expect((await t.request(`/api/pets/${a.petId}/health-record`)).status).toBe(401)
    })

    it('creates a link whose token is stored only as a hash and opens the record without sign-in', async () => {
      const a = await ownerWithPet('share-a@example.com')
      const res = await t.request(`/api/pets/${a.petId}/share-links`, { method: 'POST', cookie: a.cookie, json: { label: 'Dr. Lee' } })
      expect(res.status).toBe(201)
      const created = createdShareLinkSchema.parse(await json(res))
      expect(created.url).toMatch(new RegExp(`^${TEST_ORIGIN}/shared/health-records/[A-Za-z0-9_-]{43}$`))
      expect(created.expires_at).toBe(new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString())
      const token = tokenOf(created.url)
      const rows = await t.deps.db.selectFrom('health_record_shares').select('token_hash').where('id', '=', created.id).execute()
      expect(rows).toEqual([{ token_hash: hashToken(token) }])

      const list = await json(await t.request(`/api/pets/${a.petId}/share-links`, { cookie: a.cookie }))
      expect(list).toEqual([shareLinkSchema.parse(created)])
      expect(JSON.stringify(list)).not.toContain(token)

      const shared = await t.request(`/api/shared/health-records/${token}`)
      expect(shared.status).toBe(200)
      expect(shared.headers.get('cache-control')).toBe('no-store')
      const record = sharedHealthRecordSchema.parse(await json(shared))
      expect(record).toMatchObject({ pet: { id: a.petId }, expires_at: created.expires_at })
      expect(record.medical_records).toHaveLength(1)
    })

    it('answers 404 once the link has expired (by the injected clock)', async () => {
      const a = await ownerWithPet('expire-a@example.com')
      const { url } = await json(await t.request(`/api/pets/${a.petId}/share-links`, { method: 'POST', cookie: a.cookie, json: {} }))
      t.clock.advance(7 * DAY_MS - 1000)
      expect((await t.request(`/api/shared/health-records/${tokenOf(url)}`)).status).toBe(200)
      t.clock.advance(1000)
      const gone = await t.request(`/api/shared/health-records/${tokenOf(url)}`)
      expect(gone.status).toBe(404)
      expect(await json(gone)).toEqual({ error: 'This health record link has expired or was revoked.' })
      // A week is also the session's idle limit: sign in again to look at the list.
      const again = await t.signInAs('expire-a@example.com')
      expect(await json(await t.request(`/api/pets/${a.petId}/share-links`, { cookie: again.cookie }))).toEqual([])
    })

    it('revokes a link (owner only); a revoked or unknown token is 404', async () => {
      const a = await ownerWithPet('revoke-a@example.com')
      const b = await ownerWithPet('revoke-b@example.com')
      const link = await json(await t.request(`/api/pets/${a.petId}/share-links`, { method: 'POST', cookie: a.cookie, json: {} }))
      // Another owner can neither see nor revoke it, nor make links for a pet that is not theirs.
      expect((await t.request(`/api/pets/${a.petId}/share-links`, { cookie: b.cookie })).status).toBe(404)
      expect((await t.request(`/api/share-links/${link.id}`, { method: 'DELETE', cookie: b.cookie })).status).toBe(404)
      const before = await linkCount()
      expect((await t.request(`/api/pets/${a.petId}/share-links`, { method: 'POST', cookie: b.cookie, json: {} })).status).toBe(404)
      expect(await linkCount()).toBe(before)
      expect((await t.request(`/api/shared/health-records/${tokenOf(link.url)}`)).status).toBe(200)

      expect((await t.request(`/api/share-links/${link.id}`, { method: 'DELETE', cookie: a.cookie })).status).toBe(204)
      expect((await t.request(`/api/shared/health-records/${tokenOf(link.url)}`)).status).toBe(404)
      expect((await t.request(`/api/share-links/${link.id}`, { method: 'DELETE', cookie: a.cookie })).status).toBe(404)
      for (const token of ['x'.repeat(43), 'short', 'a'.repeat(44)]) {
        expect((await t.request(`/api/shared/health-records/${token}`)).status).toBe(404)
      }
    })

    it('refuses bad input with nothing created, and visitors with 401', async () => {
      const a = await ownerWithPet('bad-a@example.com')
      const before = await linkCount()
      for (const body of [{ label: 'x'.repeat(81) }, { label: 3 }, { expires_at: '2099-01-01' }]) {
        const res = await t.request(`/api/pets/${a.petId}/share-links`, { method: 'POST', cookie: a.cookie, json: body })
        expect(res.status).toBe(400)
        expect((await json(res)).error).toEqual(expect.any(String))
      }
      expect((await t.request(`/api/pets/${a.petId}/share-links`, { method: 'POST', cookie: a.cookie, body: 'label=x' })).status).toBe(415)
      // Ids that are not positive whole numbers name nothing: 404, as everywhere in the API.
      expect((await t.request('/api/pets/abc/share-links', { method: 'POST', cookie: a.cookie, json: {} })).status).toBe(404)
      expect((await t.request('/api/share-links/0', { method: 'DELETE', cookie: a.cookie })).status).toBe(404)
      expect(await linkCount()).toBe(before)
      expect((await t.request(`/api/pets/${a.petId}/share-links`, { method: 'POST', json: {} })).status).toBe(401)
      expect((await t.request(`/api/pets/${a.petId}/share-links`)).status).toBe(401)
      expect((await t.request('/api/share-links/1', { method: 'DELETE' })).status).toBe(401)
    })

    it(`keeps at most ${MAX_ACTIVE_SHARE_LINKS} active links per pet`, async () => {
      const a = await ownerWithPet('many-a@example.com')
      for (let i = 0; i < MAX_ACTIVE_SHARE_LINKS; i += 1) {
        expect((await t.request(`/api/pets/${a.petId}/share-links`, { method: 'POST', cookie: a.cookie, json: {} })).status).toBe(201)
      }
      expect((await t.request(`/api/pets/${a.petId}/share-links`, { method: 'POST', cookie: a.cookie, json: {} })).status).toBe(409)
    })

    it("removes a pet's links with the pet", async () => {
      const a = await ownerWithPet('pet-gone@example.com')
      const { url } = await json(await t.request(`/api/pets/${a.petId}/share-links`, { method: 'POST', cookie: a.cookie, json: {} }))
      expect((await t.request(`/api/pets/${a.petId}`, { method: 'DELETE', cookie: a.cookie })).status).toBe(204)
      expect(await t.deps.db.selectFrom('health_record_shares').select('id').where('pet_id', '=', a.petId).execute()).toEqual([])
      expect((await t.request(`/api/shared/health-records/${tokenOf(url)}`)).status).toBe(404)
    })
  })
}
