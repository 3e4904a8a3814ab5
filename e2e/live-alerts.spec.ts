import { api, expect, test, uploadPhoto, openLiveDashboard } from './support/community.ts'

test.describe('live lost-pet alerts', () => {
  test.describe.configure({ timeout: 120_000 })

  test("A's bell updates without a reload when B reports a pet nearby, and again when B marks it found", async ({ page, members }) => {
    await members.signIn(page, 'watcher')
    expect((await api(page, 'POST', '/api/user-alert-preferences', { zip_codes: ['90210'], alert_radius: 10, email_alerts: false, species_preferences: [] })).status).toBe(200)

    // A opens the app and its live stream; a marker on window proves the page is never reloaded.
    const { bell, sameDocument } = await openLiveDashboard(page)

    const owner = await members.inNewBrowser('owner')
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
    expect(await sameDocument()).toBe(true)
    expect(owner.pageErrors).toEqual([])
    await owner.context.close()
  })
})
