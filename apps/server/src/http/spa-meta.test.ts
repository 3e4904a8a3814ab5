import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json } from '../testing/json.ts'
import { DIALECTS } from '../testing/test-db.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'

const INDEX = '<!doctype html><head><meta name="description" content="Petfolk: pet profiles." /><title>Petfolk</title></head><div id="root"></div>'

const report = {
  pet_name: 'Pepper "<b>Pep</b>" & Co',
  species: 'dog',
  breed: 'Terrier mix',
  color: 'Black and tan',
  photo_url: '/uploads/ab/ab5e77a0c4d1f2e3b6a7980c1d2e3f40.jpg',
  last_seen_date: '2026-05-31',
  last_seen_location: 'Zilker Park, <script>alert(1)</script>',
  last_seen_city: 'Austin',
  last_seen_state: 'Texas',
  last_seen_zip_code: '78704',
  contact_name: 'Priya S.',
  contact_phone: '555-0188',
}

for (const dialect of DIALECTS) {
  describe(`the public report page's link preview [${dialect}]`, () => {
    let t: TestContext
    let id: number
    let owner: Awaited<ReturnType<TestContext['signInAs']>>
    beforeAll(async () => {
      const dist = mkdtempSync(join(tmpdir(), 'petfolk-dist-'))
      writeFileSync(join(dist, 'index.html'), INDEX)
      t = await createTestContext(dialect, { WEB_DIST_DIR: dist })
      owner = await t.signInAs('owner@example.com', 'Priya S.')
      const created = await t.request('/api/lost-pets', { method: 'POST', cookie: owner.cookie, json: report })
      expect(created.status).toBe(201)
      id = (await json(created)).id as number
    })
    afterAll(() => t.dispose())

    const page = async (path: string) => {
      const res = await t.request(path)
      expect(res.status).toBe(200)
      return res.text()
    }

    it('writes the title, description and Open Graph and Twitter cards of the report, escaped, with the photo as an absolute address', async () => {
      const html = await page(`/lost/${id}`)
      const appUrl = t.deps.config.appUrl
      const title = 'MISSING: Pepper &#34;&#60;b&#62;Pep&#60;/b&#62;&#34; &#38; Co · Petfolk'
      expect(html).toContain(`<title>${title}</title>`)
      expect(html.match(/<title>/g)).toHaveLength(1)
      expect(html.match(/name="description"/g)).toHaveLength(1)
      expect(html).toContain(`<meta property="og:title" content="${title}" />`)
      expect(html).toContain(`<meta name="twitter:title" content="${title}" />`)
      expect(html).toContain(`<meta property="og:url" content="${appUrl}/lost/${id}" />`)
      expect(html).toContain(`<meta property="og:image" content="${appUrl}${report.photo_url}" />`)
      expect(html).toContain(`<meta name="twitter:image" content="${appUrl}${report.photo_url}" />`)
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
      expect(html).toContain('was last seen May 31, 2026 at Zilker Park, &#60;script&#62;alert(1)&#60;/script&#62;, Austin, Texas.')
      expect(html).not.toContain('<script>alert(1)')
      expect(html).not.toContain('<b>Pep')
    })

    it('says a found pet is found', async () => {
      expect((await t.request(`/api/lost-pets/${id}`, { method: 'PATCH', cookie: owner.cookie, json: { is_found: true } })).status).toBe(200)
      const html = await page(`/lost/${id}`)
      expect(html).toContain('<title>FOUND: Pepper')
      expect(html).toContain('<meta property="og:description" content="Good news: Pepper &#34;&#60;b&#62;Pep&#60;/b&#62;&#34; &#38; Co has been found. Thank you for looking." />')
      expect((await t.request(`/api/lost-pets/${id}`, { method: 'PATCH', cookie: owner.cookie, json: { is_found: false } })).status).toBe(200)
    })

    it('leaves the app\'s own title on other pages and on reports that do not exist', async () => {
      for (const path of ['/lost/999999', '/lost/abc', '/lost/0', '/lost-pets', `/lost/${id}/x`]) {
        const html = await page(path)
        expect(html, path).toContain('<title>Petfolk</title>')
        expect(html, path).not.toContain('og:title')
      }
    })
  })
}
