import { dialog, expect, expectScreenAccessible, test, toast } from './support/community.ts'
import { mailTo } from './support/outbox.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

test.describe('the staff review queue', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a member adds a business, an admin approves it in /admin/reviews, and it appears in the directory by distance', async ({ page, context, members }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 30.27, longitude: -97.74 })
    const owner = await members.signIn(page, 'reviewowner')
    const name = `Barkside Bakery ${Date.now().toString(36)}`

    // The member's side: "Add Your Business" in the directory.
    await page.goto('/directory')
    await page.getByRole('button', { name: 'Add Your Business' }).click()
    const add = dialog(page, 'Add Your Business')
    await add.getByLabel('Business Name').fill(name)
    await add.getByLabel('Business Type').selectOption('pet_store')
    await add.getByLabel('Address').fill('1 Main St')
    await add.getByLabel('City').fill('Austin')
    await add.getByLabel('State').selectOption('Texas')
    await add.getByLabel('ZIP Code').fill('78701')
    await add.getByLabel('Website').fill('https://barkside.example')
    await add.getByRole('button', { name: 'Submit for Verification' }).click()
    await expect(add.getByText('Thanks! Your business will be listed once we have verified it.')).toBeVisible()
    await add.getByRole('button', { name: 'Done' }).click()
    // Not listed yet.
    await page.getByPlaceholder('Name, service or city...').fill(name)
    await expect(page.getByRole('article', { name })).toHaveCount(0)

    // A second one, which the admin turns down.
    const declined = `Cheap Puppies ${Date.now().toString(36)}`
    const second = await page.request.post('/api/businesses', {
      data: { name: declined, business_type: 'pet_store', address: '2 Main St', city: 'Austin', state: 'Texas', zip_code: '78701' },
    })
    expect(second.status()).toBe(201)

    // The admin's side, at desktop size: the queue, the submission in full, an edit, Approve.
    const admin = await members.inNewBrowser('reviewadmin', { role: 'admin', viewport: DESKTOP })
    const staff = admin.page
    await staff.goto('/admin')
    await staff.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Reviews' }).click()
    await expect(staff).toHaveURL(/\/admin\/reviews$/)
    await expect(staff.getByRole('heading', { name: 'Reviews' })).toBeVisible()
    const queue = staff.getByRole('list', { name: 'Waiting for review' })
    await expect(queue.getByRole('button', { name: new RegExp(name) })).toBeVisible()
    await expectScreenAccessible(staff, 'review queue (desktop)')

    await queue.getByRole('button', { name: new RegExp(name) }).click()
    await expect(staff.getByRole('heading', { name, level: 3 })).toBeVisible()
    await expect(staff.getByText(owner.email)).toBeVisible()
    await expectScreenAccessible(staff, 'a submission (desktop)')

    await staff.getByRole('button', { name: 'Edit' }).click()
    const edit = dialog(staff, `Edit ${name}`)
    await expect(edit.getByLabel('Business Type')).toHaveValue('pet_store')
    await expect(edit.getByLabel('State')).toHaveValue('Texas')
    await expectScreenAccessible(staff, 'edit a submission')
    await edit.getByLabel('Description').fill('Dog-safe cakes and treats, baked daily.')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(edit).toBeHidden()
    await expect(staff.getByText('Dog-safe cakes and treats, baked daily.')).toBeVisible()

    await staff.getByRole('button', { name: 'Approve' }).click()
    await expect(toast(staff, `${name} is listed, and its member has been told.`)).toBeVisible()
    await expect(queue.getByRole('button', { name: new RegExp(name) })).toHaveCount(0)

    // Reject the second, with a reason the dialog insists on.
    await queue.getByRole('button', { name: new RegExp(declined) }).click()
    await staff.getByRole('button', { name: 'Reject' }).click()
    const reject = dialog(staff, `Reject ${declined}?`)
    await reject.getByRole('button', { name: 'Reject' }).click()
    await expect(reject.getByText('Say why it cannot be listed, in a sentence.')).toBeVisible()
    await expectScreenAccessible(staff, 'reject with a reason')
    await reject.getByLabel('Reason').fill('We could not find this business at its address.')
    await reject.getByRole('button', { name: 'Reject' }).click()
    await expect(reject).toBeHidden()
    await expect(queue.getByRole('button', { name: new RegExp(declined) })).toHaveCount(0)
    expect(admin.pageErrors).toEqual([])
    await admin.close()

    // The member hears both decisions: in the app and by e-mail, the subject without their text.
    const listed = await mailTo(owner.email, 'Your Petfolk business is listed')
    expect(listed.text).toContain(name)
    const refused = await mailTo(owner.email, 'About your Petfolk business')
    expect(refused.text).toContain('We could not find this business at its address.')
    await page.goto('/directory')
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click()
    const notices = page.getByRole('dialog', { name: 'Notifications' })
    await expect(notices.getByRole('button', { name: /Your business is listed/ })).toBeVisible()
    await expect(notices.getByText(/Your business was not listed/)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(notices).toBeHidden()

    // The directory finds it by distance from the member's position.
    await page.getByRole('button', { name: 'Enable Location' }).click()
    const prompt = dialog(page, 'Enable Location')
    await prompt.getByRole('button', { name: 'Allow Location Access' }).click()
    await expect(prompt).toBeHidden()
    await expect(page.getByText('Nearest first, within 25 miles of your location.')).toBeVisible()
    await page.getByLabel('Distance').selectOption('5')
    await page.getByPlaceholder('Name, service or city...').fill(name)
    const card = page.getByRole('article', { name })
    await expect(card).toBeVisible()
    await expect(card.getByText(/^\d+\.\d miles?$/)).toBeVisible()
    expect(Number.parseFloat((await card.getByText(/^\d+\.\d miles?$/).textContent()) ?? '99')).toBeLessThan(5)
    await page.getByPlaceholder('Name, service or city...').fill(declined)
    await expect(page.getByRole('article', { name: declined })).toHaveCount(0)
  })

  test('on a phone: the queue, then one submission with a way back; a member is told it is for staff', async ({ members }) => {
    const member = await members.inNewBrowser('reviewphone', { viewport: PHONE })
    const name = `Snap Paws ${Date.now().toString(36)}`
    const sent = await member.page.request.post('/api/pet-photographers', {
      data: { business_name: name, photographer_name: 'Ana Lens', city: 'Austin', state: 'Texas', zip_code: '78704', years_experience: 4 },
    })
    expect(sent.status()).toBe(201)
    await member.page.goto('/admin/reviews')
    await expect(member.page.getByText('Staff only')).toBeVisible()
    expect((await member.page.request.get('/api/admin/reviews')).status()).toBe(403)
    await member.close()

    const moderator = await members.inNewBrowser('reviewmod', { role: 'moderator', viewport: PHONE })
    const staff = moderator.page
    await staff.goto('/admin/reviews')
    const entry = staff.getByRole('list', { name: 'Waiting for review' }).getByRole('button', { name: new RegExp(name) })
    await expect(entry).toBeVisible()
    await expectScreenAccessible(staff, 'review queue (phone)')
    await entry.click()
    await expect(staff.getByRole('heading', { name, level: 3 })).toBeVisible()
    await expect(staff.getByRole('list', { name: 'Waiting for review' })).toBeHidden()
    await expectScreenAccessible(staff, 'a submission (phone)')
    await staff.getByRole('button', { name: 'Back to the queue' }).click()
    await expect(entry).toBeVisible()
    await entry.click()
    await staff.getByRole('button', { name: 'Approve' }).click()
    await expect(toast(staff, `${name} is listed, and its member has been told.`)).toBeVisible()
    await expect(staff.getByRole('list', { name: 'Waiting for review' }).or(staff.getByText('Nothing to review'))).toBeVisible()
    await staff.goto('/photographers')
    expect(moderator.pageErrors).toEqual([])
    const listed = await staff.request.get('/api/pet-photographers?zip_code=78704&radius=5')
    expect(((await listed.json()) as Array<{ business_name: string }>).some((p) => p.business_name === name)).toBe(true)
    await moderator.close()
  })
})
