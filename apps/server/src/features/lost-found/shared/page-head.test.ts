import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../../../testing/json.ts'
import { DIALECTS } from '../../../testing/test-db.ts'
import { TEST_ORIGIN, createTestContext, type TestContext } from '../../../testing/test-context.ts'
import { sampleFoundPet, sampleLostPet } from '../../../robustness/samples.ts'
import { treatSentPhotosAsOwnUploads } from '../../../testing/own-photos.ts'

const INDEX = '<!doctype html><html><head><meta name="description" content="Petfolk: pet profiles." /><title>Petfolk</title></head><body><div id="root"></div></body></html>'

for (const dialect of DIALECTS) {
  describe(`the public report page's title and link preview [${dialect}]`, () => {
    let t: TestContext
    let cookie: string
    beforeAll(async () => {
      const dist = mkdtempSync(join(tmpdir(), 'petfolk-dist-'))
      writeFileSync(join(dist, 'index.html'), INDEX)
      t = await createTestContext(dialect, { WEB_DIST_DIR: dist })
      treatSentPhotosAsOwnUploads(t)
      cookie = (await t.signInAs('owner@example.com', 'Priya S.')).cookie
    })
    afterAll(() => t.dispose())

    const page = async (path: string) => {
      const res = await t.request(path)
      expect(res.status, path).toBe(200)
      return res.text()
    }

    it('writes the report into the title, description and Open Graph and Twitter tags, escaped, with the photo as an absolute address', async () => {
      const report = await json(await t.request('/api/lost-pets', { method: 'POST', cookie, json: { ...sampleLostPet, pet_name: 'Pepper "<b>" & $&' } }))
      const html = await page(`/lost/${report.id}`)
      const name = 'Pepper &#34;&#60;b&#62;&#34; &#38; $&#38;'
      expect(html).toContain(`<title>Lost dog in Austin, Texas: ${name}</title>`)
      expect(html.match(/<title>/g)).toHaveLength(1)
      expect(html.match(/<meta name="description"/g)).toHaveLength(1)
      expect(html).toContain(`<meta property="og:title" content="Lost dog in Austin, Texas: ${name}" />`)
      expect(html).toContain(`<meta property="og:description" content="${name} (Black and tan Terrier mix) was last seen May 31, 2026 at Zilker Park, near the playground, Austin, Texas 78704." />`)
      expect(html).toContain(`<meta property="og:image" content="${TEST_ORIGIN}${sampleLostPet.photo_url}" />`)
      expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/lost/${report.id}" />`)
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
      expect(html).not.toContain('<b>')
    })

    it('says first that a found pet is safe', async () => {
      const report = await json(await t.request('/api/lost-pets', { method: 'POST', cookie, json: { ...sampleLostPet, pet_name: 'Mochi' } }))
      await t.request(`/api/lost-pets/${report.id}`, { method: 'PATCH', cookie, json: { is_found: true } })
      const html = await page(`/lost/${report.id}`)
      expect(html).toContain('<title>Found: Mochi is safe</title>')
      expect(html).toContain('<meta property="og:description" content="Mochi, the dog lost near Austin, has been found. Thank you for looking." />')
    })

    it('writes a found report into /found/:id, escaped, without the finder\'s hidden phone, and says when it is closed', async () => {
      const report = await json(await t.request('/api/found-pets', { method: 'POST', cookie, json: { ...sampleFoundPet, color: 'Yellow <i>' } }))
      const html = await page(`/found/${report.id}`)
      expect(html).toContain('<title>Found dog in Austin, Texas: Yellow &#60;i&#62; Labrador mix</title>')
      expect(html).toContain('<meta property="og:description" content="A Yellow &#60;i&#62; Labrador mix dog was found May 31, 2026 at Barton Springs Rd, by the food trucks, Austin, Texas 78704. The finder is keeping it safe. Is it yours, or do you know whose it is?" />')
      expect(html).toContain(`<meta property="og:image" content="${TEST_ORIGIN}${sampleFoundPet.photo_url}" />`)
      expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/found/${report.id}" />`)
      expect(html).not.toContain(sampleFoundPet.contact_phone)
      await t.request(`/api/found-pets/${report.id}`, { method: 'PATCH', cookie, json: { is_closed: true } })
      expect(await page(`/found/${report.id}`)).toContain('<title>Closed: Yellow &#60;i&#62; Labrador mix dog found in Austin, Texas</title>')
    })

    it('leaves every other page, and a report that does not exist, as the build wrote them', async () => {
      for (const path of ['/lost/99999', '/lost/0', '/lost/abc', '/found/99999', '/found/abc', '/lost-pets', '/dashboard']) {
        const html = await page(path)
        expect(html, path).toContain('<title>Petfolk</title>')
        expect(html, path).not.toContain('og:title')
      }
    })
  })
}
