import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWN_PICTURE_ONLY } from '@petfolk/contract/catalog-admin'
import { STAFF_ONLY } from '@petfolk/contract/staff'
import { json, type LooseJson } from '../../testing/json.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { changeRole } from '../staff/roles.ts'

type SignedIn = Awaited<ReturnType<TestContext['signInAs']>>

const careTip = { title: 'Brush teeth weekly', content: 'A soft brush and pet toothpaste keep gums healthy.', tip_category: 'grooming', species: 'dog', breed: null, age_range: null }
const gift = (image_url: string) => ({ name: 'Squeaky Llama', description: 'A plush llama that squeaks.', category: 'toys', species: 'dog', image_url, vendor_name: 'Happy Paws', vendor_logo: null, price: 12.5 })

for (const dialect of DIALECTS) {
  describe(`staff manage the catalog [${dialect}]`, () => {
    let t: TestContext
    let admin: SignedIn
    let moderator: SignedIn
    let member: SignedIn
    let photo: string
    let memberPhoto: string

    async function upload(cookie: string): Promise<string> {
      const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#0f6760' } }).png().toBuffer()
      const form = new FormData()
      form.append('file', new File([new Uint8Array(bytes)], 'p.png', { type: 'image/png' }))
      const res = await t.request('/api/uploads', { method: 'POST', cookie, body: form })
      expect(res.status).toBe(201)
      return String((await json(res)).url)
    }

    beforeAll(async () => {
      t = await createTestContext(dialect, { ADMIN_EMAILS: 'boss@example.com' })
      admin = await t.signInAs('boss@example.com', 'Bea Boss')
      moderator = await t.signInAs('mo@example.com', 'Mo Moderator')
      await changeRole(t.deps.db, { memberId: moderator.user.id, role: 'moderator', actor: { label: 'command line' }, reason: 'Test.', at: t.clock.now() })
      member = await t.signInAs('mia@example.com', 'Mia Member')
      photo = await upload(admin.cookie)
      memberPhoto = await upload(member.cookie)
    })
    afterAll(() => t.dispose())

    const audit = () => t.deps.db.selectFrom('audit_log').selectAll().where('action', 'like', 'catalog.%').orderBy('id').execute()
    const send = (cookie: string, method: string, path: string, body?: unknown) => t.request(`/api/admin/catalog/${path}`, { method, cookie, json: body })
    const memberList = async (path: string): Promise<LooseJson[]> => (await json(await t.request(path, { cookie: member.cookie }))) as unknown as LooseJson[]

    it('refuses members (403 with a sentence) and visitors (401), and changes nothing', async () => {
      const before = await t.deps.db.selectFrom('care_tips').select('id').execute()
      for (const [method, path, body] of [
        ['GET', 'care-tips', undefined],
        ['POST', 'care-tips', careTip],
        ['PUT', `care-tips/${before[0]?.id}`, careTip],
        ['PUT', `gifts/1/retired`, { retired: true }],
      ] as const) {
        const refused = await send(member.cookie, method, path, body)
        expect(refused.status, `${method} ${path}`).toBe(403)
        expect(await json(refused)).toEqual({ error: STAFF_ONLY })
        expect((await t.request(`/api/admin/catalog/${path}`, { method, json: body })).status).toBe(401)
      }
      expect(await t.deps.db.selectFrom('care_tips').select('id').execute()).toEqual(before)
      expect(await audit()).toEqual([])
    })

    it('creates, edits and retires a care tip; members see each change at once; every change is audited', async () => {
      const res = await send(moderator.cookie, 'POST', 'care-tips', careTip)
      expect(res.status).toBe(201)
      const tip = await json(res)
      expect(tip).toMatchObject({ ...careTip, retired_at: null })
      expect((await memberList('/api/pet-care-tips')).map((x) => x.title)).toContain(careTip.title)

      const edited = await json(await send(moderator.cookie, 'PUT', `care-tips/${tip.id}`, { ...careTip, title: 'Brush teeth twice a week' }))
      expect(edited.title).toBe('Brush teeth twice a week')
      const titles = (await memberList('/api/pet-care-tips')).map((x) => x.title)
      expect(titles).toContain('Brush teeth twice a week')
      expect(titles).not.toContain(careTip.title)

      const retired = await json(await send(moderator.cookie, 'PUT', `care-tips/${tip.id}/retired`, { retired: true }))
      expect(retired.retired_at).toBe(t.clock.now().toISOString())
      expect((await memberList('/api/pet-care-tips')).map((x) => x.title)).not.toContain('Brush teeth twice a week')
      // Staff still find it under the retired filter, and not among the offered ones.
      expect((await json(await send(moderator.cookie, 'GET', 'care-tips?show=retired'))).map((x: LooseJson) => x.id)).toEqual([tip.id])
      expect((await json(await send(moderator.cookie, 'GET', 'care-tips'))).map((x: LooseJson) => x.id)).not.toContain(tip.id)

      await send(moderator.cookie, 'PUT', `care-tips/${tip.id}/retired`, { retired: false })
      expect((await memberList('/api/pet-care-tips')).map((x) => x.title)).toContain('Brush teeth twice a week')

      const entries = (await audit()).filter((e) => e.target_id === tip.id)
      expect(entries.map((e) => e.action)).toEqual(['catalog.care_tip.create', 'catalog.care_tip.update', 'catalog.care_tip.retire', 'catalog.care_tip.restore'])
      expect(entries.every((e) => e.actor_id === moderator.user.id && e.target_kind === 'care_tip')).toBe(true)
      expect(JSON.parse(entries[1]?.details ?? '{}')).toEqual({ changed: ['title'] })
    })

    it('takes only the staff member’s own upload as a gift photo; retiring a gift hides it but keeps gifts already sent', async () => {
      const before = await audit()
      for (const image of [memberPhoto, '/demo/gifts/llama.png', 'https://evil.example/x.png']) {
        const refused = await send(admin.cookie, 'POST', 'gifts', gift(image))
        expect(refused.status, image).toBe(400)
        expect((await json(refused)).error).toMatch(image.startsWith('/uploads/') ? OWN_PICTURE_ONLY : /image_url/)
      }
      expect(await audit()).toEqual(before)

      const created = await json(await send(admin.cookie, 'POST', 'gifts', gift(photo)))
      expect(created).toMatchObject({ ...gift(photo), retired_at: null })
      expect((await memberList('/api/gift-products?category=all&species=all')).map((g) => g.id)).toContain(created.id)

      const friend = await t.signInAs('fred@example.com', 'Fred Friend')
      const sent = await t.request('/api/gift-transactions', { method: 'POST', cookie: member.cookie, json: { product_id: created.id, receiver_id: friend.user.id, quantity: 1 } })
      expect(sent.status).toBe(201)

      await send(admin.cookie, 'PUT', `gifts/${created.id}/retired`, { retired: true })
      expect((await memberList('/api/gift-products?category=all&species=all')).map((g) => g.id)).not.toContain(created.id)
      const again = await t.request('/api/gift-transactions', { method: 'POST', cookie: member.cookie, json: { product_id: created.id, receiver_id: friend.user.id, quantity: 1 } })
      expect(again.status).toBe(400)
      // The gift already sent still names it.
      const history = (await memberList('/api/gift-transactions?type=sent')).map((g) => g.product_name)
      expect(history).toContain('Squeaky Llama')
      expect(await t.deps.db.selectFrom('gift_products').select('id').where('id', '=', created.id).executeTakeFirst()).toBeDefined()
      expect((await audit()).slice(before.length).map((e) => e.action)).toEqual(['catalog.gift.create', 'catalog.gift.retire'])
    })

    it('keeps an unchanged picture on edit and refuses a member’s upload in its place', async () => {
      const seeded = (await json(await send(admin.cookie, 'GET', 'gifts'))) as unknown as LooseJson[]
      const first = seeded.find((g) => String(g.image_url).startsWith('/demo/'))
      if (!first) throw new Error('no seeded gift with a demo picture')
      const { id, retired_at: _retired, ...row } = first
      const kept = await send(admin.cookie, 'PUT', `gifts/${id}`, { ...row, price: 99 })
      expect(kept.status).toBe(200)
      expect((await json(kept)).price).toBe(99)
      const swapped = await send(admin.cookie, 'PUT', `gifts/${id}`, { ...row, image_url: memberPhoto })
      expect(swapped.status).toBe(400)
      expect((await json(await send(admin.cookie, 'GET', 'gifts'))).find((g: LooseJson) => g.id === id).image_url).toBe(row.image_url)
    })

    it('manages vendors, their news and merchandise, which members see and stop seeing', async () => {
      const vendor = await json(
        await send(admin.cookie, 'POST', 'vendors', { feature_type: 'featured', title: 'Meet Barkery', description: 'Treats baked daily.', highlight_text: null, banner_image_url: photo, vendor_name: 'Barkery', vendor_logo: null, vendor_description: null, start_days_ago: 0 }),
      )
      expect(vendor.id).toBeGreaterThan(0)
      expect((await memberList('/api/vendor-features')).map((v) => v.title)).toContain('Meet Barkery')
      const news = await json(
        await send(admin.cookie, 'POST', 'news', { vendor_name: 'Barkery', vendor_logo: null, announcement_type: 'promotion', title: 'Half-price biscuits', content: 'All week.', image_url: null, external_link: 'https://barkery.example', is_pinned: true, days_ago: 2 }),
      )
      expect(news.days_ago).toBe(2)
      expect((await memberList('/api/partner-announcements'))[0]?.title).toBe('Half-price biscuits')
      await send(admin.cookie, 'PUT', `news/${news.id}/retired`, { retired: true })
      expect((await memberList('/api/partner-announcements')).map((a) => a.title)).not.toContain('Half-price biscuits')

      const category = (await t.deps.db.selectFrom('merchandise_categories').select('name').orderBy('id').executeTakeFirstOrThrow()).name
      const product = { category, name: 'Paw Print Mug', description: 'A mug.', image_url: photo, product_type: 'drinkware', base_price: 14, is_customizable: false, material_info: null, available_sizes: [], available_colors: ['white'] }
      const unknown = await send(admin.cookie, 'POST', 'merchandise', { ...product, category: 'No such shelf' })
      expect(unknown.status).toBe(400)
      const mug = await json(await send(admin.cookie, 'POST', 'merchandise', product))
      expect(mug).toMatchObject(product)
      expect((await memberList('/api/merchandise-products')).map((p) => p.name)).toContain('Paw Print Mug')
      await send(admin.cookie, 'PUT', `merchandise/${mug.id}/retired`, { retired: true })
      expect((await memberList('/api/merchandise-products')).map((p) => p.name)).not.toContain('Paw Print Mug')
      expect((await audit()).filter((e) => e.action.startsWith('catalog.vendor.') || e.action.startsWith('catalog.news.') || e.action.startsWith('catalog.merchandise.')).map((e) => e.action)).toEqual([
        'catalog.vendor.create',
        'catalog.news.create',
        'catalog.news.retire',
        'catalog.merchandise.create',
        'catalog.merchandise.retire',
      ])
    })

    it('refuses bad input with 400 and a sentence, and changes nothing', async () => {
      const before = { tips: await t.deps.db.selectFrom('care_tips').selectAll().execute(), log: await audit() }
      const tipId = before.tips[0]?.id
      for (const [method, path, body] of [
        ['POST', 'care-tips', { ...careTip, title: '' }],
        ['POST', 'care-tips', { ...careTip, tip_category: 'astrology' }],
        ['POST', 'care-tips', { ...careTip, extra: 1 }],
        ['PUT', `care-tips/${tipId}`, { ...careTip, content: 'x'.repeat(3001) }],
        ['PUT', `care-tips/${tipId}/retired`, { retired: 'yes' }],
        ['GET', 'care-tips?show=sometimes', undefined],
      ] as const) {
        const res = await send(admin.cookie, method, path, body)
        expect(res.status, `${method} ${path}`).toBe(400)
        expect(typeof (await json(res)).error).toBe('string')
      }
      expect((await send(admin.cookie, 'PUT', 'care-tips/999999', careTip)).status).toBe(404)
      expect({ tips: await t.deps.db.selectFrom('care_tips').selectAll().execute(), log: await audit() }).toEqual(before)
    })
  })
}
