import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadResponseSchema } from '@petfolk/contract/uploads'
import { json } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { withVisitorProof } from '../lost-found/shared/proof-testing.ts'
import { sampleFoundPet, sampleLostPet, samplePet, sampleSighting } from '../../robustness/samples.ts'

async function pictureForm(): Promise<FormData> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer()
  const data = new FormData()
  data.append('file', new File([bytes], 'pet.jpg', { type: 'image/jpeg' }))
  return data
}

const NOT_YOURS = 'photo_url: Photo must be a picture you uploaded to Petfolk.'

// One rule for every route that stores a photo address (features/uploads/ownership.ts).
for (const dialect of DIALECTS) {
  describe(`whose photos a member may attach [${dialect}]`, () => {
    let t: TestContext
    let ana: Awaited<ReturnType<TestContext['signInAs']>>
    let bo: Awaited<ReturnType<TestContext['signInAs']>>
    let anaPhoto: string
    let boPhoto: string
    beforeAll(async () => {
      t = await createTestContext(dialect)
      ana = await t.signInAs('ana@example.com', 'Ana Lopez')
      bo = await t.signInAs('bo@example.com', 'Bo Walker')
      const upload = async (cookie: string) => uploadResponseSchema.parse(await json(await t.request('/api/uploads', { method: 'POST', cookie, body: await pictureForm() }))).url
      anaPhoto = await upload(ana.cookie)
      boPhoto = await upload(bo.cookie)
    })
    afterAll(() => t.dispose())

    const count = async (table: 'lost_pets' | 'found_pets' | 'pets' | 'lost_pet_sightings') =>
      Number((await t.deps.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    // Signed out, a post carries a solved spam check, as a visitor's browser sends it.
    const post = (path: string, cookie: string | undefined, body: unknown, method = 'POST') => withVisitorProof(t)(path, { method, ...(cookie ? { cookie } : {}), json: body })

    it("refuses another member's upload, or an address no upload has, in a lost or found report, with a sentence, and saves nothing", async () => {
      for (const photo_url of [anaPhoto, '/uploads/ab/ab0000000000000000000000000000ff.jpg']) {
        const lost = await post('/api/lost-pets', bo.cookie, { ...sampleLostPet, photo_url })
        expect(lost.status).toBe(400)
        expect(await json(lost)).toEqual({ error: NOT_YOURS })
        const found = await post('/api/found-pets', bo.cookie, { ...sampleFoundPet, photo_url })
        expect(found.status).toBe(400)
        expect(await json(found)).toEqual({ error: NOT_YOURS })
      }
      expect(await count('lost_pets')).toBe(0)
      expect(await count('found_pets')).toBe(0)
      // Their own upload is fine.
      expect((await post('/api/lost-pets', bo.cookie, { ...sampleLostPet, photo_url: boPhoto })).status).toBe(201)
      expect((await post('/api/found-pets', ana.cookie, { ...sampleFoundPet, photo_url: anaPhoto })).status).toBe(201)
    })

    it("refuses another member's upload for a pet, on create and on edit, and keeps the pet's own photo on an edit", async () => {
      const refused = await post('/api/pets', bo.cookie, { ...samplePet, photo_url: anaPhoto })
      expect(refused.status).toBe(400)
      expect(await json(refused)).toEqual({ error: NOT_YOURS })
      expect(await count('pets')).toBe(0)
      const created = await post('/api/pets', bo.cookie, { ...samplePet, photo_url: boPhoto })
      expect(created.status).toBe(201)
      const { id } = (await json(created)) as { id: number }
      const edit = await post(`/api/pets/${id}`, bo.cookie, { ...samplePet, photo_url: anaPhoto }, 'PUT')
      expect(edit.status).toBe(400)
      expect(await json(edit)).toEqual({ error: NOT_YOURS })
      const kept = await post(`/api/pets/${id}`, bo.cookie, { ...samplePet, name: 'Biscuit II', photo_url: boPhoto }, 'PUT')
      expect(kept.status).toBe(200)
      expect(((await json(kept)) as { photo_url: string }).photo_url).toBe(boPhoto)
    })

    it("refuses another member's upload on a cart line", async () => {
      const product = await t.deps.db.selectFrom('merchandise_products').select('id').where('is_customizable', '=', 1).executeTakeFirst()
      if (!product) return expect.fail('the catalog has no customisable product')
      const res = await post('/api/custom-merchandise-orders', bo.cookie, { product_id: product.id, quantity: 1, selected_size: null, selected_color: null, custom_text: null, pet_photo_url: anaPhoto })
      expect(res.status).toBe(400)
      expect(await json(res)).toEqual({ error: 'pet_photo_url: Pet photo must be a picture you uploaded to Petfolk.' })
    })

    it("takes a visitor's sighting photo only for a sighting of the report it was sent for, never for another report or a member's report", async () => {
      const reports = await t.deps.db.selectFrom('lost_pets').select('id').execute()
      const first = reports[0]?.id
      if (first === undefined) return expect.fail('no lost report')
      const other = (await json(await post('/api/lost-pets', ana.cookie, { ...sampleLostPet, pet_name: 'Other', photo_url: anaPhoto }))) as { id: number }
      const visitorPhoto = uploadResponseSchema.parse(await json(await withVisitorProof(t)(`/api/lost-pets/${first}/sighting-photos`, { method: 'POST', body: await pictureForm() }))).url
      const sightingsBefore = await count('lost_pet_sightings')
      const elsewhere = await post(`/api/lost-pets/${other.id}/sightings`, undefined, { ...sampleSighting, photo_url: visitorPhoto })
      expect(elsewhere.status).toBe(400)
      expect(await json(elsewhere)).toEqual({ error: 'photo_url: Photo must be a picture sent with this sighting.' })
      const asReport = await post('/api/lost-pets', bo.cookie, { ...sampleLostPet, photo_url: visitorPhoto })
      expect(asReport.status).toBe(400)
      expect(await json(asReport)).toEqual({ error: NOT_YOURS })
      expect(await count('lost_pet_sightings')).toBe(sightingsBefore)
      expect((await post(`/api/lost-pets/${first}/sightings`, undefined, { ...sampleSighting, photo_url: visitorPhoto })).status).toBe(201)
    })
  })
}
