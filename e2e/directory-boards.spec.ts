import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { openDialog } from './support/marketplace.ts'

test.describe.configure({ mode: 'parallel', timeout: 120_000 })

/** The banner art as drawn: its box on screen, its own size, how it fits, and the banner's box around it. */
async function bannerArt(page: Page) {
  const art = page.getByRole('region', { name: /./ }).filter({ hasText: 'Vendor of the Day' }).locator('img').first()
  await expect(art).toBeVisible()
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  return art.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect()
    const section = (img.closest('section') ?? document.body).getBoundingClientRect()
    return {
      width: box.width,
      height: box.height,
      naturalRatio: img.naturalWidth / img.naturalHeight,
      objectFit: getComputedStyle(img).objectFit,
      inside: box.left >= section.left - 0.5 && box.right <= section.right + 0.5 && box.top >= section.top - 0.5 && box.bottom <= section.bottom + 0.5,
    }
  })
}

for (const viewport of [
  { width: 1280, height: 800, name: 'desktop' },
  { width: 390, height: 844, name: 'phone' },
]) {
  test(`the vendor of the day's banner art is shown whole on a ${viewport.name} (${viewport.width}×${viewport.height})`, async ({ page, members }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await members.signIn(page, `banner${viewport.name}`)
    await page.goto('/vendors')
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor Showcase' })).toBeVisible()
    const art = await bannerArt(page)
    // Drawn at its own proportions (nothing cut off a side), and not clipped by the banner's box.
    expect(art.width / art.height).toBeCloseTo(art.naturalRatio, 1)
    expect(art.objectFit).toBe('contain')
    expect(art.inside).toBe(true)
    expect(art.width).toBeGreaterThan(viewport.width / 2 - 40)
    await page
      .getByRole('region')
      .filter({ hasText: 'Vendor of the Day' })
      .first()
      .screenshot({ path: `/tmp/directory-banner-${viewport.name}.png` })
  })
}

test('the board state filter keeps offering every state that has boards after one is chosen', async ({ page, members }) => {
  await members.signIn(page, 'statefilter')
  for (const [name, city, state, zip_code] of [
    ['Austin Dog Walkers', 'Austin', 'Texas', '78701'],
    ['Portland Paws', 'Portland', 'Oregon', '97201'],
  ]) {
    const res = await page.request.post('/api/message-boards', { data: { name, description: `Owners around ${city}`, city, state, zip_code } })
    expect(res.status(), await res.text()).toBe(201)
  }
  await page.goto('/community')
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Community Boards' })).toBeVisible()
  const stateFilter = page.getByRole('search', { name: 'Filter boards' }).getByLabel('State')
  await expect(stateFilter.locator('option', { hasText: 'Oregon' })).toHaveCount(1)
  await stateFilter.selectOption('Texas')
  await expect(page).toHaveURL(/state=Texas/)
  await expect(page.getByRole('heading', { name: 'Austin Dog Walkers' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Portland Paws' })).toHaveCount(0)
  // Not trapped: Oregon is still there to choose.
  await expect(stateFilter.locator('option', { hasText: 'Oregon' })).toHaveCount(1)
  await expect(stateFilter.locator('option', { hasText: 'Texas' })).toHaveCount(1)
  await stateFilter.selectOption('Oregon')
  await expect(page.getByRole('heading', { name: 'Portland Paws' })).toBeVisible()
})

test('Add Your Business names types as members see them, checks the phone and offers the state list', async ({ page, members }) => {
  await members.signIn(page, 'bizowner')
  await page.goto('/directory')
  await page.getByRole('button', { name: 'Add Your Business' }).click()
  const dialog = await openDialog(page, 'Add Your Business')
  await dialog.getByLabel(/^Business Name/).fill('Whisker Works')
  await dialog.getByLabel(/^Address/).fill('1 Main St')
  await dialog.getByLabel(/^City/).fill('Austin')
  await dialog.getByLabel(/^ZIP Code/).fill('78701')
  await dialog.getByLabel(/^Phone/).fill('abc')
  // Straight from the field to Submit with the mouse: the phone's error appears as the field loses
  // focus and pushes the buttons down, yet the one click still submits (and shows every error).
  await dialog.getByRole('button', { name: 'Submit for Verification' }).click()
  await expect(dialog.getByText('Phone must have 7 to 15 digits.')).toBeVisible()
  await expect(dialog.getByText('Business type is required.')).toBeVisible()
  await expect(dialog.getByText('Choose a US state from the list.')).toBeVisible()
  await dialog.getByLabel(/^Business Type/).selectOption({ label: 'Grooming Services' })
  await dialog.getByLabel(/^State/).selectOption('Texas')
  await dialog.getByLabel(/^Phone/).fill('(512) 555-0199')
  await dialog.getByRole('button', { name: 'Submit for Verification' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Thanks! Your business will be listed once we have verified it.')
})
