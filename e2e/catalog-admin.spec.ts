import { test, expect } from './support/fixtures.ts'
import { expectScreenAccessible } from './support/axe.ts'
import { TINY_PNG, toast } from './support/community.ts'

test.describe.configure({ mode: 'parallel', timeout: 180_000 })

test('an admin adds a care tip and a gift with a photo, a member sees both, and a retired gift is gone for the member', async ({ page, members }) => {
  const suffix = Date.now().toString(36)
  const tipTitle = `Rinse paws after winter walks ${suffix}`
  const giftName = `Snow Boot Set ${suffix}`
  await members.signIn(page, 'catalogboss', { role: 'admin' })

  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Catalog' }).click()
  await expect(page.getByRole('heading', { name: 'Catalog', level: 2 })).toBeVisible()

  // A care tip.
  await page.getByRole('tab', { name: 'Care tips' }).click()
  await page.getByRole('button', { name: 'Add care tip' }).click()
  const tipForm = page.getByRole('dialog', { name: 'Add care tip' })
  await tipForm.getByLabel('Title').fill(tipTitle)
  await tipForm.getByLabel(/^Tip( \*)?$/).fill('Road salt stings: rinse and dry the paws when you get home.')
  await tipForm.getByLabel('Category').selectOption('safety')
  await tipForm.getByLabel('Species').fill('general')
  await tipForm.getByRole('button', { name: 'Add care tip' }).click()
  await expect(toast(page, 'Added care tip.')).toBeVisible()
  await expect(tipForm).toBeHidden()
  await expect(page.getByRole('heading', { name: tipTitle })).toBeVisible()

  // A gift with a photo the admin uploads.
  await page.getByRole('tab', { name: 'Gifts' }).click()
  await page.getByRole('button', { name: 'Add gift' }).click()
  const giftForm = page.getByRole('dialog', { name: 'Add gift' })
  await giftForm.getByLabel(/^Name( \*)?$/).fill(giftName)
  await giftForm.getByLabel('Description').fill('Four soft boots for snowy pavements.')
  await giftForm.getByLabel('Category').selectOption('special')
  await giftForm.getByLabel(/^For( \*)?$/).selectOption('dog')
  await giftForm.getByLabel('Price (USD)').fill('24.50')
  await giftForm.getByLabel('Vendor name').fill('Cozy Paws')
  await giftForm.getByLabel(/^Photo( \*)?$/).setInputFiles({ name: 'boots.png', mimeType: 'image/png', buffer: TINY_PNG })
  await expect(giftForm.getByRole('img', { name: 'Photo preview' })).toBeVisible()
  await expect(giftForm.getByText('Uploading photo...')).toHaveCount(0)
  await expectScreenAccessible(page, 'Add gift dialog with a photo')
  await giftForm.getByRole('button', { name: 'Add gift' }).click()
  await expect(giftForm).toBeHidden()
  const giftRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: giftName }) })
  await expect(giftRow).toContainText('Special · $24.50 · Cozy Paws')
  await expect(giftRow.locator('img')).toHaveAttribute('src', /^\/uploads\//)

  // The member sees both.
  const member = await members.inNewBrowser('catalogfan')
  await member.page.goto('/pet-care')
  const tips = member.page.getByRole('region', { name: 'Personalized Care Tips' })
  // More than six tips are shown on asking (the built-in catalog has more).
  await tips.getByRole('button', { name: /^Show All \d+ Tips$/ }).click()
  await expect(tips.getByRole('heading', { name: tipTitle })).toBeVisible()
  await member.page.goto('/gifts')
  const catalog = member.page.getByRole('region', { name: 'Gift catalog' })
  await expect(catalog).toHaveAttribute('aria-busy', 'false')
  await expect(catalog.getByRole('heading', { name: giftName })).toBeVisible()

  // The admin retires the gift: it leaves the offered list and waits in the retired one.
  await giftRow.getByRole('button', { name: `Retire ${giftName}` }).click()
  const confirm = page.getByRole('alertdialog', { name: `Retire ${giftName}?` })
  await confirm.getByRole('button', { name: 'Retire' }).click()
  await expect(toast(page, `Retired ${giftName}. Members no longer see it.`)).toBeVisible()
  await expect(page.getByRole('heading', { name: giftName })).toHaveCount(0)
  await page.getByLabel('Show').selectOption('retired')
  await expect(giftRow.getByText('Retired', { exact: true })).toBeVisible()
  await expect(giftRow.getByRole('button', { name: `Restore ${giftName}` })).toBeVisible()

  // Gone for the member.
  await member.page.reload()
  await expect(catalog).toHaveAttribute('aria-busy', 'false')
  await expect(catalog.getByRole('heading', { level: 3 }).first()).toBeVisible()
  await expect(catalog.getByRole('heading', { name: giftName })).toHaveCount(0)
  expect(member.pageErrors).toEqual([])
  await member.close()
})

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`the catalog section is accessible at ${size} size, list and dialog`, async ({ page, members }) => {
    await page.setViewportSize(viewport)
    await members.signIn(page, `catalogaxe${size}`, { role: 'moderator' })
    await page.goto('/admin/catalog?kind=gifts')
    await expect(page.getByRole('heading', { name: 'Catalog', level: 2 })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Gifts' }).getByRole('listitem').first()).toBeVisible()
    await expectScreenAccessible(page, `/admin/catalog gifts (${size})`)
    await page.screenshot({ path: `/tmp/catalog-admin-${size}.png` })
    await page.getByRole('list', { name: 'Gifts' }).getByRole('button', { name: /^Edit / }).first().click()
    await expect(page.getByRole('dialog', { name: 'Edit gift' })).toBeVisible()
    await expectScreenAccessible(page, `Edit gift dialog (${size})`)
    await page.screenshot({ path: `/tmp/catalog-admin-${size}-dialog.png` })
    await page.getByRole('dialog', { name: 'Edit gift' }).getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('tab', { name: 'Vendors' }).click()
    await expect(page.getByRole('list', { name: 'Vendors' }).getByRole('listitem').first()).toBeVisible()
    await expectScreenAccessible(page, `/admin/catalog vendors (${size})`)
  })
}
