import { expect, secondPerson, signUp, test, TINY_PNG } from './support/community.ts'
import type { Page } from '@playwright/test'

/** Calls the API from the page, as the app does: same origin, the page's own session cookie. */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
      return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> }
    },
    { method, path, body },
  )
}

async function uploadPhoto(page: Page): Promise<string> {
  const url = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const form = new FormData()
    form.append('file', new File([bytes], 'pet.png', { type: 'image/png' }))
    const res = await fetch('/api/uploads', { method: 'POST', body: form })
    return ((await res.json()) as { url: string }).url
  }, TINY_PNG.toString('base64'))
  expect(url).toMatch(/^\/uploads\//)
  return url
}

test.describe('live lost-pet alerts', () => {
  test.describe.configure({ timeout: 120_000 })

  test("A's bell updates without a reload when B reports a pet nearby, and again when B marks it found", async ({ page, browser, baseURL }) => {
    await signUp(page, 'watcher')
    expect((await api(page, 'POST', '/api/user-alert-preferences', { zip_codes: ['90210'], alert_radius: 10, email_alerts: false, species_preferences: [] })).status).toBe(200)

    // A opens the app and its live stream; a marker on window proves the page is never reloaded.
    const streamOpened = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/events' && res.status() === 200)
    await page.goto('/dashboard')
    await streamOpened
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await expect(bell).toHaveAccessibleName('Notifications')

    const owner = await secondPerson({ browser, baseURL }, 'owner')
    const petName = `Biscuit ${Date.now().toString(36)}`
    const photo = await uploadPhoto(owner.page)
    const created = await api(owner.page, 'POST', '/api/lost-pets', {
      pet_name: petName, species: 'dog', breed: 'Beagle', color: 'Tricolour', photo_url: photo, last_seen_date: new Date().toISOString().slice(0, 10),
      last_seen_location: 'Roxbury Park', last_seen_city: 'Beverly Hills', last_seen_state: 'California', last_seen_zip_code: '90212',
      contact_name: 'Owner', contact_phone: '(310) 555-0199',
    })
    expect(created.status).toBe(201)
    expect(created.json.alerted).toBe(1)

    // Polling would take a minute; the stream brings it within seconds.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5_000 })
    await bell.click()
    const list = page.getByRole('dialog', { name: 'Notifications' })
    await expect(list.getByText(`Lost dog near you: ${petName}`)).toBeVisible()
    await page.keyboard.press('Escape')

    // The owner marks the pet found: the follow-up reaches A the same way.
    expect((await api(owner.page, 'PATCH', `/api/lost-pets/${String(created.json.id)}`, { is_found: true })).status).toBe(200)
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 5_000 })
    await bell.click()
    await expect(list.getByText(`Good news: ${petName} has been found`)).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    expect(owner.pageErrors).toEqual([])
    await owner.context.close()
  })
})
