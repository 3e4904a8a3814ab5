import { api, dialog, expect, expectScreenAccessible, openLiveDashboard, test, TINY_PNG, toast, uploadPhoto } from './support/community.ts'

test.describe('matching lost and found pets', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a finder reports a found dog that matches a lost one; both hear of it live, the owner says "This is my pet" and the finder gets the message', async ({ page, members }) => {
    // Missoula, Montana: no other journey reports a pet there, so this pair is the only candidate.
    await members.signIn(page, 'owner')
    const petName = `Tank ${Date.now().toString(36)}`
    const today = new Date().toISOString().slice(0, 10)
    const created = await api(page, 'POST', '/api/lost-pets', {
      pet_name: petName, species: 'dog', breed: 'Boxer', sex: 'male', weight_lbs: 62, color: 'Brindle and white', photo_url: await uploadPhoto(page),
      last_seen_date: today, last_seen_location: 'Greenough Park trailhead', last_seen_city: 'Missoula', last_seen_state: 'Montana',
      last_seen_zip_code: '59801', contact_name: 'Sam R.', contact_phone: '555-0160',
    })
    expect(created.status).toBe(201)
    const lostId = Number(created.json.id)
    const owner = await openLiveDashboard(page)

    // The finder reports through the form, in their own words.
    const finder = await members.inNewBrowser('finder')
    const finderBell = finder.page.getByRole('button', { name: /^Notifications/ })
    await finder.page.goto('/lost-pets')
    await finder.page.getByRole('button', { name: 'Report Found Pet' }).click()
    const form = dialog(finder.page, 'Report Found Pet')
    await form.getByLabel('Species').selectOption('dog')
    await form.getByLabel('Breed (your best guess)').fill('Boxer mix')
    await form.getByLabel('Color').fill('White, brindle')
    await form.getByLabel('Size').selectOption('large')
    await form.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'dog.png', mimeType: 'image/png', buffer: TINY_PNG })
    await expect(form.getByRole('img', { name: 'Photo of the found pet' })).toBeVisible()
    await form.getByLabel('Where You Found the Pet').fill('Caras Park, by the river')
    await form.getByLabel('City').fill('Missoula')
    await form.getByLabel('State').selectOption('Montana')
    await form.getByLabel('ZIP Code').fill('59801')
    await form.getByLabel('Contact Phone').fill('555-0199')
    await form.getByRole('button', { name: 'Post Found Pet' }).click()
    await expect(form).toBeHidden()

    // The owner's bell rings without a reload; the notice leads to the matches.
    await expect(owner.bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 10_000 })
    await owner.bell.click()
    const notice = page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: new RegExp(`Possible match for ${petName}`) })
    await expect(notice).toBeVisible()
    expect(await owner.sameDocument()).toBe(true)
    await notice.click()
    await expect(page).toHaveURL(new RegExp(`/lost-pets/${lostId}/matches$`))
    await expect(page.getByRole('heading', { level: 1, name: `Possible matches for ${petName}` })).toBeVisible()
    const match = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Found dog' }) })
    await expect(match).toHaveCount(1)
    const reasons = match.getByRole('list', { name: 'Why it may be a match' })
    await expect(reasons.getByText('same colour')).toBeVisible()
    await expect(reasons.getByText('same day')).toBeVisible()
    await expect(match.getByText('The finder has this pet.')).toBeVisible()
    await expectScreenAccessible(page, "owner's possible matches")

    // The finder heard of it too, live, on the page they were on.
    await expect(finderBell).toHaveAccessibleName(/Notifications, [12] unread/, { timeout: 10_000 })
    await finderBell.click()
    await expect(finder.page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: new RegExp(`The dog you found may be ${petName}`) })).toBeVisible()
    await finder.page.keyboard.press('Escape')

    // "This is my pet" opens a conversation with the finder.
    await match.getByRole('button', { name: 'This is my pet' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Is this your pet?' })
    await confirm.getByRole('button', { name: 'This is my pet' }).click()
    await expect(toast(page, 'We sent the finder a message. Continue the conversation in Messages.')).toBeVisible()
    await expect(match.getByText('You said this is your pet')).toBeVisible()

    // The finder sees who may own the dog, and the owner's message.
    await finder.page.goto('/lost-pets?tab=found')
    await finder.page.getByRole('region', { name: 'Found pet reports' }).getByRole('link', { name: /Possible matches/ }).first().click()
    await expect(finder.page.getByRole('heading', { level: 1, name: 'Possible owners of the dog you found' })).toBeVisible()
    const owned = finder.page.getByRole('article').filter({ has: finder.page.getByRole('link', { name: petName }) })
    await expect(owned.getByText('The owner says this is their pet')).toBeVisible()
    await expectScreenAccessible(finder.page, "finder's possible owners")
    await finder.page.goto('/messages')
    await expect(finder.page.getByText(`Is this ${petName}? About the dog you found`).first()).toBeVisible()

    // Once the owner marks the pet found, the match is a reunion on both sides.
    expect((await api(page, 'PATCH', `/api/lost-pets/${lostId}`, { is_found: true })).status).toBe(200)
    await page.reload()
    await expect(page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Found dog' }) }).getByText('Reunited')).toBeVisible()
    await finder.page.goBack()
    await expect(finder.page.getByRole('article').filter({ has: finder.page.getByRole('link', { name: petName }) }).getByText('Reunited')).toBeVisible()

    expect(finder.pageErrors).toEqual([])
    await finder.context.close()
  })
})
