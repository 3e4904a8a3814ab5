import type { Page } from '@playwright/test'
import { dialog, expect, expectScreenAccessible, test, TINY_PNG, toast } from './support/community.ts'

/** Fills the Report Lost Pet form (photo through the real client-side step and upload) and posts it. */
async function reportLostPet(page: Page, pet: { name: string; zip: string; city: string; state: string }): Promise<void> {
  const form = dialog(page, 'Report Lost Pet')
  await form.getByLabel('Pet Name').fill(pet.name)
  await form.getByLabel('Species').selectOption('dog')
  await form.getByLabel('Breed').fill('Beagle')
  await form.getByLabel('Weight (lbs)').fill('24.5')
  await form.getByLabel('Color').fill('Tan and white')
  await form.getByLabel('Distinctive Markings').fill('White tip on the tail, blue collar')
  await form.getByLabel('Pet Photo').setInputFiles({ name: 'pet.png', mimeType: 'image/png', buffer: TINY_PNG })
  await expect(form.getByRole('img', { name: `Photo of ${pet.name}` })).toBeVisible()
  // Post waits while the photo uploads.
  await expect(form.getByRole('button', { name: 'Post Lost Pet Alert' })).toBeEnabled()
  await form.getByLabel('Last Seen Location').fill('Near the playground')
  await form.getByLabel('City').fill(pet.city)
  await form.getByLabel('State').selectOption(pet.state)
  await form.getByLabel('ZIP Code').fill(pet.zip)
  await form.getByLabel('Contact Phone').fill('555-0142')
  await form.getByLabel('Reward Offered').fill('$200')
  await form.getByRole('button', { name: 'Post Lost Pet Alert' }).click()
  await expect(form).toBeHidden()
}

test.describe('lost pets', () => {
  // Whole journeys, with an accessibility check on every screen and modal, on a shared CI machine.
  test.describe.configure({ mode: 'parallel', timeout: 180_000 })

  test('A watches a ZIP; B reports a lost pet there with a photo; A gets the bell, opens it and lands on the report', async ({ page, members }) => {
    await members.signIn(page, 'watcher')
    await page.goto('/lost-pets')
    await expect(page.getByRole('heading', { name: 'Lost Pets', level: 1 })).toBeVisible()
    await expectScreenAccessible(page, 'lost pets')

    await page.getByRole('button', { name: 'Alert Settings' }).click()
    const settings = dialog(page, 'Alert Preferences')
    await expect(settings.getByLabel('ZIP code to add')).toBeVisible()
    await expectScreenAccessible(page, 'Alert Preferences')
    await settings.getByLabel('ZIP code to add').fill('98101')
    await settings.getByRole('button', { name: 'Add', exact: true }).click()
    await settings.getByLabel('ZIP code to add').fill('98101')
    await settings.getByLabel('ZIP code to add').press('Enter')
    await expect(settings.getByRole('list', { name: 'Watched ZIP codes' }).getByRole('listitem')).toHaveCount(1)
    await settings.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(settings).toBeHidden()
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()

    // The report form's ZIP starts with the first watched ZIP.
    await page.getByRole('button', { name: 'Report Lost Pet' }).click()
    await expect(dialog(page, 'Report Lost Pet').getByLabel('ZIP Code')).toHaveValue('98101')
    await page.keyboard.press('Escape')

    const bob = await members.inNewBrowser('reporter')
    const b = bob.page
    const petName = `Biscuit ${Date.now().toString(36)}`
    await b.goto('/lost-pets')
    await b.getByRole('button', { name: 'Report Lost Pet' }).click()
    const form = dialog(b, 'Report Lost Pet')
    await expect(form.getByText('Pet Photo')).toBeVisible()
    await expectScreenAccessible(b, 'Report Lost Pet')
    // Nothing is sent while required fields are empty.
    await form.getByRole('button', { name: 'Post Lost Pet Alert' }).click()
    await expect(form.getByText('A photo of the pet is required.')).toBeVisible()
    await expect(form.getByText('Pet name is required.')).toBeVisible()
    await reportLostPet(b, { name: petName, zip: '98101', city: 'Seattle', state: 'Washington' })
    await expect(toast(b, `${petName} was reported. 1 neighbour was alerted.`)).toBeVisible()
    const card = b.getByRole('article', { name: petName })
    await expect(card.getByText('MISSING')).toBeVisible()
    await expect(card.getByText('Reward Offered')).toBeVisible()
    await expect(card.getByRole('img', { name: `Photo of ${petName}` })).toBeVisible()
    await expect(card).toHaveAttribute('aria-current', 'true')
    await expectScreenAccessible(b, 'lost pets with a report')

    // A: the bell counts the alert; opening it lands on the highlighted report.
    await page.reload()
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' })
    await expect(bell).toBeVisible()
    await bell.click()
    const list = page.getByRole('dialog', { name: 'Notifications' })
    const alert = list.getByRole('button', { name: new RegExp(`Lost dog near you: ${petName}`) })
    await expect(alert).toBeVisible()
    await expectScreenAccessible(page, 'notifications')
    await alert.click()
    // Alerts lead to the report's public page, which also works for anyone the alert is passed on to.
    await expect(page).toHaveURL(/\/lost\/\d+$/)
    await expect(page.getByRole('heading', { name: petName, level: 1 })).toBeVisible()
    // B kept the phone off the public page: a sighting reaches B instead.
    await expect(page.getByText('555-0142')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'I saw this pet' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mark as found' })).toHaveCount(0)

    expect(bob.pageErrors).toEqual([])
    await bob.context.close()
  })

  test('the reporter prints a flyer with a QR code and marks the pet found; it leaves the list', async ({ page, members }) => {
    await members.signIn(page, 'owner')
    const petName = `Luna ${Date.now().toString(36)}`
    await page.goto('/lost-pets')
    await page.getByRole('button', { name: 'Report Lost Pet' }).click()
    await reportLostPet(page, { name: petName, zip: '80202', city: 'Denver', state: 'Colorado' })
    const card = page.getByRole('article', { name: petName })
    await expect(card).toBeVisible()

    await card.getByRole('link', { name: /Print Flyer/ }).click()
    await expect(page).toHaveURL(/\/lost-pets\/\d+\/flyer$/)
    await expect(page.getByRole('heading', { name: petName, level: 1 })).toBeVisible()
    await expect(page.getByText('MISSING', { exact: true })).toBeVisible()
    const qr = page.getByRole('img', { name: /QR code/ })
    await expect(qr).toBeVisible()
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(page.getByText('White tip on the tail, blue collar')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
    await expectScreenAccessible(page, 'flyer')
    // On paper the shell and the controls are hidden.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
    await expect(page.getByRole('heading', { name: petName, level: 1 })).toBeVisible()
    await page.emulateMedia({ media: 'screen' })

    await page.getByRole('link', { name: 'Back to Lost Pets' }).click()
    await expect(card).toHaveAttribute('aria-current', 'true')
    await card.getByRole('button', { name: 'Mark as found' }).click()
    await page.getByRole('alertdialog', { name: `Mark ${petName} as found?` }).getByRole('button', { name: 'Mark as found' }).click()
    await expect(toast(page, `${petName} is marked as found. Welcome home!`)).toBeVisible()
    // Found reports leave the list (the highlighted copy says it was found).
    await page.goto('/lost-pets')
    await expect(page.getByRole('region', { name: 'Lost pet reports' })).toHaveAttribute('aria-busy', 'false')
    await expect(page.getByRole('article', { name: petName })).toHaveCount(0)
  })

  test('an alert’s story: the owner confirms found, undoes, marks found again; the good news opens the report found, at the top', async ({ page, members }) => {
    await members.signIn(page, 'neighbour')
    // The Alert Settings dialog has its own journey above; here the watch is set straight away.
    const watched = await page.request.post('/api/user-alert-preferences', {
      data: { zip_codes: ['60601'], alert_radius: 25, email_alerts: false, species_preferences: [] },
    })
    expect(watched.ok()).toBe(true)

    const owner = await members.inNewBrowser('owner')
    const o = owner.page
    const petName = `Pepper ${Date.now().toString(36)}`
    await o.goto('/lost-pets')
    await o.getByRole('button', { name: 'Report Lost Pet' }).click()
    await reportLostPet(o, { name: petName, zip: '60601', city: 'Chicago', state: 'Illinois' })
    const opened = o.getByRole('region', { name: 'The report you opened' })
    const card = opened.getByRole('article', { name: petName })
    await expect(card.getByText('MISSING', { exact: true })).toBeVisible()

    // Marking found asks first; Cancel changes nothing.
    await card.getByRole('button', { name: 'Mark as found' }).click()
    const confirm = o.getByRole('alertdialog', { name: `Mark ${petName} as found?` })
    await expect(confirm.getByText('You can undo this for 24 hours.', { exact: false })).toBeVisible()
    await expectScreenAccessible(o, 'Mark as found confirmation')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(card.getByText('MISSING', { exact: true })).toBeVisible()

    await card.getByRole('button', { name: 'Mark as found' }).click()
    await confirm.getByRole('button', { name: 'Mark as found' }).click()
    await expect(toast(o, `${petName} is marked as found. Welcome home!`)).toBeVisible()
    await expect(card.getByText('FOUND', { exact: true })).toBeVisible()
    await expect(card.getByText('Reward Offered')).toHaveCount(0)
    await expect(opened.getByText(`Good news: ${petName} has been found.`)).toBeInViewport()
    await expect(card).toBeFocused()
    await expectScreenAccessible(o, 'found report with Undo')

    // A slip of the finger: Undo on the report puts it back among the missing.
    await card.getByRole('button', { name: 'Undo' }).click()
    await expect(card.getByText('MISSING', { exact: true })).toBeVisible()
    await expect(card.getByText('Reward Offered')).toBeVisible()
    await expect(toast(o, `${petName} is back on the list of missing pets.`)).toBeVisible()
    const listed = await o.request.get(`/api/lost-pets?q=${encodeURIComponent(petName)}`)
    expect(((await listed.json()) as { pet_name: string }[]).map((r) => r.pet_name)).toEqual([petName])

    // Found for good.
    await card.getByRole('button', { name: 'Mark as found' }).click()
    await confirm.getByRole('button', { name: 'Mark as found' }).click()
    await expect(card.getByText('FOUND', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Undo' })).toBeVisible()
    expect(owner.pageErrors).toEqual([])
    await owner.context.close()

    // The neighbour, on a phone: the good news (once: the undone one was withdrawn) opens the report found, its banner in view.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/lost-pets')
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click()
    const notifications = page.getByRole('dialog', { name: 'Notifications' })
    await expect(notifications.getByRole('button', { name: new RegExp(`Lost dog near you: ${petName}`) })).toBeVisible()
    const goodNews = notifications.getByRole('button', { name: new RegExp(`Good news: ${petName} has been found`) })
    await expect(goodNews).toHaveCount(1)
    await goodNews.click()
    await expect(page).toHaveURL(/\/lost\/\d+$/)
    const goodNewsBanner = page.getByText(new RegExp(`^Good news: ${petName} was found on`))
    await expect(goodNewsBanner).toBeInViewport()
    await expect(page.getByText('FOUND', { exact: true })).toBeInViewport()
    await expect(page.getByText('MISSING', { exact: true })).toHaveCount(0)
    await expect(page.getByText(/Reward Offered/)).toHaveCount(0)
    // A found pet's page asks for no sightings, and offers nothing to undo.
    await expect(page.getByRole('button', { name: 'I saw this pet' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0)
    await expectScreenAccessible(page, 'found report opened from the good news')
    // The list holds open reports only.
    await page.goto('/lost-pets')
    await expect(page.getByRole('region', { name: 'Lost pet reports' })).toHaveAttribute('aria-busy', 'false')
    await expect(page.getByRole('region', { name: 'Lost pet reports' }).getByRole('article', { name: petName })).toHaveCount(0)

    // The same link on a desktop.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goBack()
    await expect(goodNewsBanner).toBeInViewport()
    await expect(page.getByText('FOUND', { exact: true })).toBeInViewport()
  })

  test('a pet profile’s Lost Pet action (?petId=) fills the report in from the pet', async ({ page, members }) => {
    await members.signIn(page, 'petowner')
    const created = await page.request.post('/api/pets', {
      data: { name: 'Hammy', species: 'hamster', breed: 'Syrian', color: 'Golden', notes: 'Notch in the left ear', owner_phone: '555-0100' },
    })
    expect(created.ok()).toBe(true)
    const pet = (await created.json()) as { id: number }
    await page.goto(`/lost-pets?petId=${pet.id}`)
    const form = dialog(page, 'Report Lost Pet')
    await expect(form.getByLabel('Pet Name')).toHaveValue('Hammy')
    await expect(form.getByLabel('Species')).toHaveValue('other')
    await expect(form.getByLabel('Breed')).toHaveValue('Syrian')
    await expect(form.getByLabel('Color')).toHaveValue('Golden')
    await expect(form.getByLabel('Distinctive Markings')).toHaveValue('Notch in the left ear')
    await expect(form.getByLabel('Contact Phone')).toHaveValue('555-0100')
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL((url) => url.pathname === '/lost-pets' && !url.searchParams.has('petId'))
  })
})
