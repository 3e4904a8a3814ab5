import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, type LooseJson } from '../../../testing/json.ts'
import { DIALECTS } from '../../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../../testing/test-context.ts'
import { treatSentPhotosAsOwnUploads } from '../../../testing/own-photos.ts'
import { sampleLostPet as report, sampleSighting as sighting } from '../../../robustness/samples.ts'
import { solvedProof } from './proof-testing.ts'

type Member = Awaited<ReturnType<TestContext['signInAs']>>

const PHISHING = 'Your Petfolk account is locked. Sign in at https://petfolk-login.example.org to keep it.'

/** Issue 29, item 6: what people without an account send passes a proof of work, and the relay cannot be aimed at a stranger's inbox. */
for (const dialect of DIALECTS) {
  describe(`safe anonymous input [${dialect}]`, () => {
    let t: TestContext
    let owner: Member
    let reportId: number

    const mailsTo = (address: string) => t.deps.db.selectFrom('outbox').select(['subject', 'body_text']).where('to_address', '=', address).orderBy('id').execute()
    const start = async (email: string) =>
      t.request(`/api/lost-pets/${reportId}/messages`, { method: 'POST', json: { name: 'Helpful Stranger', email, message: 'Please contact me about your pet.', proof: await solvedProof(t) } })
    const threadOf = async (email: string) =>
      (await t.deps.db.selectFrom('lost_pet_relay_threads').select('id').where('visitor_email', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow()).id

    beforeAll(async () => {
      t = await createTestContext(dialect, { RATE_LIMITS: 'off' })
      treatSentPhotosAsOwnUploads(t)
      owner = await t.signInAs('owner@example.com', 'Priya S.')
      // Owner-written text made to look like Petfolk's own.
      const res = await t.request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: { ...report, contact_name: 'Petfolk Security Team', pet_name: 'Account locked' } })
      reportId = (await json(res)).id as number
    })
    afterAll(() => t.dispose())

    it('answers a fresh challenge to anyone, never cached', async () => {
      const res = await t.request('/api/public/challenge')
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const challenge = await json(res)
      expect(challenge).toMatchObject({ parameters: { algorithm: 'SHA-256' }, signature: expect.any(String) })
      expect((await json(await t.request('/api/public/challenge'))).signature).not.toBe(challenge.signature)
    })

    it('refuses a signed-out sighting, message or photo without a good proof, takes a solved one once, and lets members skip it', async () => {
      const before = await t.deps.db.selectFrom('lost_pet_sightings').select('id').execute()
      const missing = await t.request(`/api/lost-pets/${reportId}/sightings`, { method: 'POST', json: sighting })
      expect(missing.status).toBe(400)
      expect((await json(missing)).error).toMatch(/spam check/)
      const garbage = await t.request(`/api/lost-pets/${reportId}/sightings`, { method: 'POST', json: { ...sighting, proof: 'not a proof' } })
      expect(garbage.status).toBe(400)

      // A proof whose answer was changed: 403.
      const proof = await solvedProof(t)
      const payload = JSON.parse(Buffer.from(proof, 'base64').toString()) as { solution: { derivedKey: string } }
      const key = payload.solution.derivedKey
      payload.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`
      const forged = await t.request(`/api/lost-pets/${reportId}/sightings`, { method: 'POST', json: { ...sighting, proof: Buffer.from(JSON.stringify(payload)).toString('base64') } })
      expect(forged.status).toBe(403)
      expect((await json(forged)).error).toMatch(/did not pass/)
      expect(await t.deps.db.selectFrom('lost_pet_sightings').select('id').execute()).toEqual(before)

      expect((await t.request(`/api/lost-pets/${reportId}/sightings`, { method: 'POST', json: { ...sighting, proof } })).status).toBe(201)
      const reused = await t.request(`/api/lost-pets/${reportId}/messages`, { method: 'POST', json: { name: 'Jo', email: 'jo@example.net', message: 'Hi', proof } })
      expect(reused.status).toBe(403)
      expect((await json(reused)).error).toMatch(/used already/)

      const noProofPhoto = new FormData()
      noProofPhoto.append('file', new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' }))
      const photo = await t.request(`/api/lost-pets/${reportId}/sighting-photos`, { method: 'POST', body: noProofPhoto })
      expect([400, 415]).toContain(photo.status)

      const member = await t.signInAs('member@example.com', 'Sam Lee')
      expect((await t.request(`/api/lost-pets/${reportId}/sightings`, { method: 'POST', cookie: member.cookie, json: sighting })).status).toBe(201)
    })

    it("e-mails an unconfirmed address nothing but one confirmation link, however often the owner replies (the audit's phishing finding)", async () => {
      const victim = 'victim@example.net'
      expect((await start(victim)).status).toBe(201)
      const threadId = await threadOf(victim)
      for (let i = 0; i < 30; i++) {
        const res = await t.request(`/api/lost-pets/${reportId}/messages/${threadId}`, { method: 'POST', cookie: owner.cookie, json: { message: `${PHISHING} (${i})` } })
        expect(res.status).toBe(201)
      }
      const got = await mailsTo(victim)
      expect(got).toHaveLength(1)
      expect(got[0]?.subject).toBe('Confirm your e-mail address for Petfolk')
      expect(got[0]?.body_text).not.toContain('petfolk-login')
      expect(got[0]?.body_text).not.toContain('Security Team')
      // The replies wait on the visitor's page, which says the address is not confirmed.
      const [thread] = (await json(await t.request(`/api/lost-pets/${reportId}/messages`, { cookie: owner.cookie }))) as unknown as LooseJson[]
      expect((thread?.messages as LooseJson[]).length).toBe(31)
    })

    it('sends an address at most 3 relay e-mails a day, and never the owner\'s words in a subject', async () => {
      const visitor = 'busy.visitor@example.net'
      for (let i = 0; i < 5; i++) expect((await start(visitor)).status).toBe(201)
      expect(await mailsTo(visitor)).toHaveLength(3)

      // Confirmed (through the first link), replies go out, still within the cap.
      const confirmed = 'confirmed.visitor@example.net'
      expect((await start(confirmed)).status).toBe(201)
      const token = /\/confirm\/([A-Za-z0-9_-]{22})/.exec((await mailsTo(confirmed))[0]?.body_text ?? '')?.[1]
      const res = await t.request(`/api/public/lost-pets/${reportId}/confirm-email`, { method: 'POST', json: { token } })
      expect(res.status).toBe(200)
      const threadId = await threadOf(confirmed)
      for (let i = 0; i < 4; i++) {
        expect((await t.request(`/api/lost-pets/${reportId}/messages/${threadId}`, { method: 'POST', cookie: owner.cookie, json: { message: `Thanks (${i})` } })).status).toBe(201)
      }
      const got = await mailsTo(confirmed)
      expect(got).toHaveLength(3)
      for (const mail of got) {
        expect(mail.subject).not.toContain('Petfolk Security Team')
        expect(mail.subject).not.toContain('Account locked')
      }
      expect(got[1]?.subject).toBe('You have a reply about a lost pet on Petfolk')
      expect(got[1]?.body_text).toContain('Thanks (0)')
    })

    it('refuses a made-up confirmation link with a sentence', async () => {
      const res = await t.request(`/api/public/lost-pets/${reportId}/confirm-email`, { method: 'POST', json: { token: 'AAAAAAAAAAAAAAAAAAAAAA' } })
      expect(res.status).toBe(404)
      expect((await json(res)).error).toMatch(/confirmation link does not work/)
      expect((await t.request(`/api/public/lost-pets/${reportId}/confirm-email`, { method: 'POST', json: { token: 'x' } })).status).toBe(400)
    })
  })
}
