import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/members.ts'
import { createPetViaApi, localDate, signInAsNewOwner } from './support/pet-care.ts'

// The journeys share no data: each signs in a member of its own.
test.describe.configure({ mode: 'parallel' })

async function createViaApi(page: Page, path: string, data: Record<string, unknown>): Promise<number> {
  const response = await page.request.post(path, { data })
  expect(response.status(), path).toBe(201)
  return ((await response.json()) as { id: number }).id
}

test('a renamed pet goes by its new name on /appointments and in both dashboard lists', async ({ page, members }) => {
  await signInAsNewOwner(members, page, 'renamer')
  const petId = await createPetViaApi(page, { name: 'Pepper', species: 'dog' })
  const vetId = await createViaApi(page, '/api/veterinarians', { clinic_name: 'Cedar Clinic' })
  await createViaApi(page, '/api/appointments', { pet_id: petId, veterinarian_id: vetId, appointment_date: `${localDate(3)}T09:30:00`, purpose: 'Vaccination' })

  // Seen once under the old name, so a stale list would show if the rename did not reach it.
  await page.goto('/appointments')
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vaccination' }) })
  await expect(item.getByRole('link', { name: 'Pepper', exact: true })).toBeVisible()

  await page.goto(`/pets/${petId}`)
  await page.getByRole('button', { name: 'Edit Pet', exact: true }).click()
  await page.getByLabel('Pet Name').fill('Salt')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Salt' })).toBeVisible()

  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await nav.getByRole('link', { name: 'Appointments' }).click()
  await expect(item.getByRole('link', { name: 'Salt', exact: true })).toBeVisible()
  await expect(page.getByText('Pepper')).toHaveCount(0)

  await nav.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByText('Vaccination · Salt', { exact: true })).toBeVisible()
  const reminders = page.getByRole('heading', { name: 'Health Reminders' }).locator('..')
  await expect(reminders.getByText('Vaccination at Cedar Clinic')).toBeVisible()
  await expect(reminders.getByText(/^Salt · /)).toBeVisible()
  await expect(page.getByText('Pepper')).toHaveCount(0)
})

/** Whether the whole of `inner` is drawn inside `outer`, with nothing cut off by overflow. */
async function expectWhollyInside(inner: Locator, outer: Locator): Promise<void> {
  await expect(inner).toBeVisible()
  const [box, frame] = await Promise.all([inner.boundingBox(), outer.boundingBox()])
  if (!box || !frame) throw new Error('expected both boxes')
  expect(box.x).toBeGreaterThanOrEqual(frame.x)
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5)
  expect(await inner.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
}

test("the pet page's emergency button shows the whole phone number on desktop and phone widths", async ({ page, members }) => {
  await signInAsNewOwner(members, page, 'emergency')
  const petId = await createPetViaApi(page, { name: 'Juniper', species: 'dog' })
  const phone = '+1 (555) 010-2030'
  await createViaApi(page, '/api/veterinarians', { clinic_name: 'Riverside Twenty-Four Hour Emergency Animal Hospital', phone, is_emergency: true })

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto(`/pets/${petId}`)
    const action = page.getByRole('link', { name: /Emergency Contact/ })
    await expect(action).toHaveAttribute('href', 'tel:+15550102030')
    await expectWhollyInside(action.getByText(phone), action)
    await expectWhollyInside(action, page.locator('body'))
    await action.screenshot({ path: `${test.info().outputDir}/emergency-${viewport.width}.png` })
  }
})
