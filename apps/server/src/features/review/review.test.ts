import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALREADY_REVIEWED, cannotPlace, REJECT_REASON_REQUIRED, reviewItemSchema, type ReviewItem } from '@petfolk/contract/review'
import { STAFF_ONLY } from '@petfolk/contract/staff'
import { z } from 'zod'
import { json, type LooseJson } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'

type SignedIn = Awaited<ReturnType<TestContext['signInAs']>>

const AUSTIN = { latitude: 30.2428, longitude: -97.7658 }

const business = (name: string, zip = '78704') => ({
  name,
  business_type: 'grooming',
  description: 'Nail trims and baths.',
  address: '1 Main St',
  city: 'Austin',
  state: 'Texas',
  zip_code: zip,
  phone: '512-555-0101',
  website: 'https://groom.example',
})
const photographer = (name: string) => ({ business_name: name, photographer_name: 'Ana Lens', city: 'Austin', state: 'Texas', zip_code: '78704', years_experience: 4 })

for (const dialect of DIALECTS) {
  describe(`the staff review queue [${dialect}]`, () => {
    let t: TestContext
    let admin: SignedIn
    let member: SignedIn
    let other: SignedIn
    const ids = { groomer: 0, nowhere: 0, snap: 0, blur: 0 }

    const submitBusiness = async (who: SignedIn, body: object) => {
      const res = await t.request('/api/businesses', { method: 'POST', cookie: who.cookie, json: body })
      expect(res.status).toBe(201)
      return (await json(res)).id as number
    }
    const submitPhotographer = async (who: SignedIn, body: object) => {
      const res = await t.request('/api/pet-photographers', { method: 'POST', cookie: who.cookie, json: body })
      expect(res.status).toBe(201)
      return (await json(res)).id as number
    }
    /** Everything a decision writes, to show a refusal wrote none of it. */
    const writes = async () => {
      const db = t.deps.db
      return Promise.all([
        db.selectFrom('businesses').selectAll().where('submitted_by', 'is not', null).orderBy('id').execute(),
        db.selectFrom('photographers').selectAll().where('submitted_by', 'is not', null).orderBy('id').execute(),
        db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
        db.selectFrom('notifications').selectAll().orderBy('id').execute(),
        db.selectFrom('outbox').selectAll().orderBy('id').execute(),
      ])
    }
    const auditOf = (action: string) => t.deps.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute()
    const nearAustin = async () =>
      (await json(await t.request(`/api/businesses?lat=${AUSTIN.latitude}&lng=${AUSTIN.longitude}&radius=5&limit=200`, { cookie: member.cookie }))) as unknown as LooseJson[]
    const photographersNearAustin = async () => (await json(await t.request('/api/pet-photographers?zip_code=78704&radius=5', { cookie: member.cookie }))) as unknown as LooseJson[]
    const queue = async (query = '') => {
      const res = await t.request(`/api/admin/reviews${query}`, { cookie: admin.cookie })
      expect(res.status).toBe(200)
      return z.array(reviewItemSchema).parse(await res.json())
    }

    beforeAll(async () => {
      t = await createTestContext(dialect, { ADMIN_EMAILS: 'boss@example.com' })
      admin = await t.signInAs('boss@example.com', 'Bea Boss')
      member = await t.signInAs('mia@example.com', 'Mia Member')
      other = await t.signInAs('ollie@example.com', 'Ollie Other')
      ids.groomer = await submitBusiness(member, business('Zilker Groomers <b>&</b>\nBcc: x@example.com'))
      t.clock.advance(60_000)
      ids.snap = await submitPhotographer(member, photographer('Snap Paws Studio'))
      t.clock.advance(60_000)
      ids.nowhere = await submitBusiness(other, business('Nowhere Pets', '00000'))
      t.clock.advance(60_000)
      ids.blur = await submitPhotographer(other, photographer('Blurry Tails'))
      t.clock.advance(60_000)
    })
    afterAll(() => t.dispose())

    it('refuses every review endpoint to visitors (401) and members (403, with a sentence), and changes nothing', async () => {
      const before = await writes()
      const calls: Array<[string, string, unknown]> = [
        ['GET', '/api/admin/reviews', undefined],
        ['GET', `/api/admin/reviews/businesses/${ids.groomer}`, undefined],
        ['PUT', `/api/admin/reviews/businesses/${ids.groomer}`, business('Mine now')],
        ['POST', `/api/admin/reviews/businesses/${ids.groomer}/approve`, undefined],
        ['POST', `/api/admin/reviews/businesses/${ids.groomer}/reject`, { reason: 'No.' }],
        ['GET', `/api/admin/reviews/photographers/${ids.snap}`, undefined],
        ['PUT', `/api/admin/reviews/photographers/${ids.snap}`, photographer('Mine now')],
        ['POST', `/api/admin/reviews/photographers/${ids.snap}/approve`, undefined],
        ['POST', `/api/admin/reviews/photographers/${ids.snap}/reject`, { reason: 'No.' }],
      ]
      for (const [method, path, body] of calls) {
        expect((await t.request(path, { method, json: body })).status, `${method} ${path} without a session`).toBe(401)
        const refused = await t.request(path, { method, cookie: member.cookie, json: body })
        expect(refused.status, `${method} ${path} as a member`).toBe(403)
        expect(await json(refused)).toEqual({ error: STAFF_ONLY })
      }
      expect(await writes()).toEqual(before)
    })

    it('lists what waits, oldest first, with who sent it, a page at a time; the overview counts it', async () => {
      const all = await queue()
      expect(all.map((i) => [i.kind, i.id])).toEqual([
        ['business', ids.groomer],
        ['photographer', ids.snap],
        ['business', ids.nowhere],
        ['photographer', ids.blur],
      ])
      expect(all[0]).toMatchObject({ status: 'pending', reason: null, placeable: true, submitter: { id: member.user.id, display_name: 'Mia Member', email: 'mia@example.com' } })
      expect(all[0]?.fields).toMatchObject({ business_type: 'grooming', zip_code: '78704', city: 'Austin' })
      expect(all[2]).toMatchObject({ placeable: false, submitter: { id: other.user.id } })
      expect((await queue('?kind=photographer')).map((i) => i.id)).toEqual([ids.snap, ids.blur])

      // One at a time, by the cursor, the same order.
      const walked: ReviewItem[] = []
      let cursor: string | null = ''
      while (cursor !== null) {
        const res = await t.request(`/api/admin/reviews?limit=1${cursor ? `&cursor=${cursor}` : ''}`, { cookie: admin.cookie })
        walked.push(...z.array(reviewItemSchema).parse(await res.json()))
        cursor = res.headers.get('x-next-cursor')
      }
      expect(walked).toEqual(all)

      const overview = await json(await t.request('/api/admin/overview', { cookie: admin.cookie }))
      expect(overview.pending_reviews).toBe(4)
    })

    it('refuses bad input with a 400 sentence and changes nothing', async () => {
      const before = await writes()
      const bad: Array<[string, string, unknown, RegExp]> = [
        ['PUT', `/api/admin/reviews/businesses/${ids.groomer}`, { ...business('Fine'), zip_code: '7870' }, /ZIP code must be exactly 5 digits/],
        ['PUT', `/api/admin/reviews/businesses/${ids.groomer}`, { ...business(''), website: 'ftp://x' }, /Business name/],
        ['PUT', `/api/admin/reviews/businesses/${ids.groomer}`, { ...business('Fine'), is_verified: 1 }, /./],
        ['PUT', `/api/admin/reviews/photographers/${ids.snap}`, { ...photographer('Fine'), zip_code: '00000' }, /We could not find ZIP code 00000/],
        ['POST', `/api/admin/reviews/businesses/${ids.groomer}/reject`, {}, new RegExp(REJECT_REASON_REQUIRED)],
        ['POST', `/api/admin/reviews/businesses/${ids.groomer}/reject`, { reason: '   ' }, new RegExp(REJECT_REASON_REQUIRED)],
        ['POST', `/api/admin/reviews/photographers/${ids.snap}/reject`, { reason: 'x'.repeat(501) }, /500 characters/],
      ]
      for (const [method, path, body, sentence] of bad) {
        const res = await t.request(path, { method, cookie: admin.cookie, json: body })
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400)
        expect(String((await json(res)).error)).toMatch(sentence)
      }
      expect((await t.request('/api/admin/reviews/businesses/999999/approve', { method: 'POST', cookie: admin.cookie })).status).toBe(404)
      expect((await t.request('/api/admin/reviews?kind=zoo', { cookie: admin.cookie })).status).toBe(400)
      for (const key of [['2026-06-01', 'business', 'abc'], ['2026-06-01', 'zoo', 3], [3, 'business', 3], ['2026-06-01', 'business']]) {
        const cursor = Buffer.from(JSON.stringify(key)).toString('base64url')
        for (const kind of ['', '&kind=business', '&kind=photographer']) {
          const res = await t.request(`/api/admin/reviews?cursor=${cursor}${kind}`, { cookie: admin.cookie })
          expect(res.status, JSON.stringify(key) + kind).toBe(400)
        }
      }
      // A business we cannot place is not approved: the reviewer corrects its ZIP code first.
      const unplaced = await t.request(`/api/admin/reviews/businesses/${ids.nowhere}/approve`, { method: 'POST', cookie: admin.cookie })
      expect(unplaced.status).toBe(409)
      expect(await json(unplaced)).toEqual({ error: cannotPlace('00000') })
      expect(await writes()).toEqual(before)
    })

    it('lets staff correct a pending submission with the form rules, with an audit entry', async () => {
      const res = await t.request(`/api/admin/reviews/businesses/${ids.nowhere}`, { method: 'PUT', cookie: admin.cookie, json: business('Nowhere Pets', '78704') })
      expect(res.status).toBe(200)
      const edited = reviewItemSchema.parse(await res.json())
      expect(edited).toMatchObject({ kind: 'business', status: 'pending', placeable: true, fields: { zip_code: '78704' } })
      const [entry] = await auditOf('review.edit')
      expect(entry).toMatchObject({ actor_id: admin.user.id, actor_label: '@bea_boss', target_kind: 'business', target_id: ids.nowhere, target_label: 'Nowhere Pets' })
      expect(JSON.parse(entry?.details ?? '{}')).toEqual({ changed: ['zip_code'] })

      // A photographer listing goes through the same edit: placed by its ZIP code, audited with what changed.
      const listing = await t.request(`/api/admin/reviews/photographers/${ids.blur}`, { method: 'PUT', cookie: admin.cookie, json: { ...photographer('Blurry Tails'), specialties: 'dogs, studio' } })
      expect(listing.status).toBe(200)
      expect(reviewItemSchema.parse(await listing.json())).toMatchObject({ kind: 'photographer', status: 'pending', fields: { specialties: 'dogs, studio' } })
      const placed = await t.deps.db.selectFrom('photographers').select(['latitude', 'longitude', 'is_listed']).where('id', '=', ids.blur).executeTakeFirstOrThrow()
      expect(placed).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number), is_listed: 0 })
      const photographerEntry = (await auditOf('review.edit')).at(-1)
      expect(photographerEntry).toMatchObject({ target_kind: 'photographer', target_id: ids.blur, target_label: 'Blurry Tails' })
      expect(JSON.parse(photographerEntry?.details ?? '{}')).toEqual({ changed: ['specialties'] })
    })

    it('approves a business: listed at once, found by distance, the submitter told in the app and by e-mail, audited', async () => {
      expect((await nearAustin()).some((b) => b.id === ids.groomer)).toBe(false)
      const res = await t.request(`/api/admin/reviews/businesses/${ids.groomer}/approve`, { method: 'POST', cookie: admin.cookie })
      expect(res.status).toBe(200)
      expect(reviewItemSchema.parse(await res.json())).toMatchObject({ id: ids.groomer, status: 'approved', reason: null })

      const found = (await nearAustin()).find((b) => b.id === ids.groomer)
      expect(found).toMatchObject({ is_verified: true, latitude: AUSTIN.latitude, longitude: AUSTIN.longitude })
      expect(found?.distance).toBeLessThan(1)

      const [entry] = await auditOf('review.approve')
      expect(entry).toMatchObject({ actor_id: admin.user.id, target_kind: 'business', target_id: ids.groomer, reason: null })

      const notices = (await json(await t.request('/api/notifications', { cookie: member.cookie }))) as unknown as LooseJson[]
      expect(notices[0]).toMatchObject({ kind: 'review_approved', title: 'Your business is listed', link: '/directory', is_read: false })
      expect(notices[0]?.body).toContain('Zilker Groomers')
      const mail = await t.deps.db.selectFrom('outbox').selectAll().where('to_address', '=', 'mia@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow()
      expect(mail.subject).toBe('Your Petfolk business is listed')
      expect(mail.body_text).toContain('Zilker Groomers')

      // Decided once: a second decision is refused and writes nothing.
      const before = await writes()
      for (const path of ['approve', 'reject']) {
        const again = await t.request(`/api/admin/reviews/businesses/${ids.groomer}/${path}`, { method: 'POST', cookie: admin.cookie, json: path === 'reject' ? { reason: 'Changed my mind.' } : undefined })
        expect(again.status).toBe(409)
        expect(await json(again)).toEqual({ error: ALREADY_REVIEWED })
      }
      expect((await t.request(`/api/admin/reviews/businesses/${ids.groomer}`, { method: 'PUT', cookie: admin.cookie, json: business('Later edit') })).status).toBe(409)
      expect(await writes()).toEqual(before)
      expect((await queue()).map((i) => i.id)).not.toContain(ids.groomer)
    })

    it('rejects a photographer listing with its reason: kept out of the search, the submitter told why', async () => {
      const res = await t.request(`/api/admin/reviews/photographers/${ids.snap}/reject`, { method: 'POST', cookie: admin.cookie, json: { reason: '  The portfolio link shows no pets.  ' } })
      expect(res.status).toBe(200)
      expect(reviewItemSchema.parse(await res.json())).toMatchObject({ status: 'rejected', reason: 'The portfolio link shows no pets.' })
      expect((await photographersNearAustin()).some((p) => p.id === ids.snap)).toBe(false)
      expect((await json(await t.request(`/api/admin/reviews/photographers/${ids.snap}`, { cookie: admin.cookie }))).status).toBe('rejected')

      const [entry] = await auditOf('review.reject')
      expect(entry).toMatchObject({ actor_id: admin.user.id, target_kind: 'photographer', target_id: ids.snap, target_label: 'Snap Paws Studio', reason: 'The portfolio link shows no pets.' })
      const notices = (await json(await t.request('/api/notifications', { cookie: member.cookie }))) as unknown as LooseJson[]
      expect(notices[0]).toMatchObject({ kind: 'review_rejected', title: 'Your photographer listing was not listed' })
      expect(notices[0]?.body).toContain('The portfolio link shows no pets.')
      const mail = await t.deps.db.selectFrom('outbox').selectAll().where('to_address', '=', 'mia@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow()
      expect(mail.subject).toBe('About your Petfolk photographer listing')
      expect(mail.body_text).toContain('The portfolio link shows no pets.')
    })

    it('approves a photographer listing into the ZIP search, and never puts the owner-written name in a subject', async () => {
      expect((await t.request(`/api/admin/reviews/photographers/${ids.blur}/approve`, { method: 'POST', cookie: admin.cookie })).status).toBe(200)
      const listed = (await photographersNearAustin()).find((p) => p.id === ids.blur)
      expect(listed).toMatchObject({ business_name: 'Blurry Tails' })
      expect(listed?.distance).toBeLessThan(1)
      const notices = (await json(await t.request('/api/notifications', { cookie: other.cookie }))) as unknown as LooseJson[]
      expect(notices[0]).toMatchObject({ kind: 'review_approved', link: '/photographers' })
      const subjects = (await t.deps.db.selectFrom('outbox').select('subject').execute()).map((m) => m.subject ?? '')
      for (const subject of subjects) expect(subject).not.toMatch(/Zilker|Snap Paws|Blurry|Bcc|\n/)

      const overview = await json(await t.request('/api/admin/overview', { cookie: admin.cookie }))
      expect(overview.pending_reviews).toBe(1)
      expect((await queue()).map((i) => i.id)).toEqual([ids.nowhere])
    })
  })
}
