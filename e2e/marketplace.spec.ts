import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createPet, expectScreenAccessible, openDialog, toast } from './support/marketplace.ts'

// Each journey crosses several screens and runs axe on every one: on a busy machine that takes a while.
test.describe.configure({ mode: 'parallel', timeout: 150_000 })

/** "$1,234.56" → 1234.56 */
function dollars(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''))
}

function usd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)
}

async function openFromNav(page: Page, label: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: label }).click()
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

test('a member picks another from the member search and sends a gift; it shows under Sent for them and under Received for the receiver', async ({ page, members }) => {
  // The receiver must exist before anyone can name them.
  const receiver = await members.inNewBrowser('giftee')
  const sender = await members.signIn(page, 'gifter')

  await openFromNav(page, 'Pet Gifts', 'Pet Gift Marketplace')
  const catalog = page.getByRole('region', { name: 'Gift catalog' })
  await expect(catalog).toHaveAttribute('aria-busy', 'false')
  const card = catalog.getByRole('listitem').first()
  const productName = (await card.getByRole('heading', { level: 3 }).textContent()) ?? ''
  const price = dollars((await card.locator('p.text-xl').textContent()) ?? '')
  expect(productName).not.toBe('')
  await expectScreenAccessible(page, '/gifts (Browse Gifts)')

  // Species filter: the request changes and the grid answers; back to every pet, the same first gift.
  await page.getByLabel('For').selectOption('cat')
  await expect(page).toHaveURL(/species=cat/)
  await expect(catalog).toHaveAttribute('aria-busy', 'false')
  await page.getByLabel('For').selectOption('all')
  await expect(page).not.toHaveURL(/species=/)
  await expect(catalog).toHaveAttribute('aria-busy', 'false')
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(productName)

  await card.getByRole('button', { name: /Send Gift/ }).click()
  const dialog = await openDialog(page, 'Send Gift')
  await expect(dialog.getByText(productName).first()).toBeVisible()
  await expect(dialog.getByLabel('Quantity')).toHaveValue('1')
  await expect(dialog.getByText(usd(price), { exact: true }).last()).toBeVisible()
  await expectScreenAccessible(page, 'Send Gift modal')

  // The receiver is picked from the member search by name, never typed as an e-mail.
  const recipient = dialog.getByRole('combobox', { name: 'Recipient', exact: true })
  await recipient.fill(receiver.identity.name)
  await dialog.getByRole('option', { name: new RegExp(`^${receiver.identity.name} @[a-z0-9_]+$`) }).click()
  await expect(recipient).toHaveValue(new RegExp(`^${receiver.identity.name} @`))
  await dialog.getByLabel('Quantity').fill('2')
  await expect(dialog.getByText(usd(Math.round(price * 100) * 2 / 100), { exact: true })).toBeVisible()
  await dialog.getByLabel('Gift Message').fill('For the best dog on the block!')
  await dialog.getByRole('button', { name: 'Send Gift' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, `Your gift is on its way to ${receiver.identity.name}!`)).toBeVisible()

  // Choosing a product again starts from an empty form.
  await card.getByRole('button', { name: /Send Gift/ }).click()
  const again = await openDialog(page, 'Send Gift')
  await expect(again.getByRole('combobox', { name: 'Recipient', exact: true })).toHaveValue('')
  await expect(again.getByLabel('Quantity')).toHaveValue('1')
  await again.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('tab', { name: 'Sent Gifts' }).click()
  const sent = page.getByRole('list', { name: 'Gifts you sent' }).getByRole('listitem').filter({ hasText: productName })
  await expect(sent).toContainText(new RegExp(`To ${receiver.identity.name} @[a-z0-9_]+`))
  await expect(sent).toContainText('For the best dog on the block!')
  await expect(sent).toContainText(usd(Math.round(price * 100) * 2 / 100))
  await expectScreenAccessible(page, '/gifts (Sent Gifts)')

  // The receiver, in their own browser, finds it under Received Gifts.
  await receiver.page.goto('/gifts')
  await receiver.page.getByRole('tab', { name: 'Received Gifts' }).click()
  const received = receiver.page.getByRole('list', { name: 'Gifts you received' }).getByRole('listitem').filter({ hasText: productName })
  await expect(received).toContainText(`From ${sender.name}`)
  await expectScreenAccessible(receiver.page, '/gifts (Received Gifts)')
  await receiver.close()
})

test('vendor showcase: the vendor of the day, partner grids and partner news', async ({ page, members }) => {
  await members.signIn(page, 'vendorfan')
  await openFromNav(page, 'Vendors', 'Vendor Showcase')
  const banner = page.getByRole('region').filter({ hasText: 'Vendor of the Day' })
  await expect(banner).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'New Business Partners' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Featured Vendors' })).toBeVisible()
  await expect(page.getByRole('link', { name: /View Products/ }).first()).toBeVisible()
  await expectScreenAccessible(page, '/vendors (Featured Partners)')

  // Learn More opens that vendor's news.
  await banner.getByRole('button', { name: 'Learn More' }).click()
  await expect(page.getByRole('tab', { name: 'Partner News' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText(/Showing news from/)).toBeVisible()
  await page.getByRole('button', { name: 'Show All News' }).click()
  const news = page.getByRole('list', { name: 'Partner news' })
  await expect(news.getByRole('listitem').first()).toBeVisible()
  await expect(news.getByText('Pinned').first()).toBeVisible()
  const first = news.getByRole('listitem').first()
  const like = first.getByRole('button', { name: 'Like' })
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expectScreenAccessible(page, '/vendors (Partner News)')

  // Shop Now leads to that vendor's gifts.
  await page.getByRole('tab', { name: 'Featured Partners' }).click()
  await banner.getByRole('link', { name: 'Shop Now' }).click()
  await expect(page).toHaveURL(/\/gifts\?vendor=/)
  await expect(page.getByText(/Showing gifts from/)).toBeVisible()
})

test('photographers: a ZIP with 25 and 50 miles gives different counts; Join Our Directory submits a listing', async ({ page, members }) => {
  await members.signIn(page, 'photofan')
  await openFromNav(page, 'Photographers', 'Pet Photographers')
  const count = page.getByRole('status').filter({ hasText: /^Found \d+ photographer\(s\)/ })
  await expect(count).toBeVisible()
  await expectScreenAccessible(page, '/photographers')

  const zip = page.getByLabel('ZIP code', { exact: true })
  await zip.fill('9810')
  await expect(count).toHaveText(/^Found \d+ photographer\(s\)$/)
  await zip.pressSequentially('1')
  await expect(count).toHaveText(/^Found \d+ photographer\(s\) within 25 miles of 98101$/)
  const near = Number(/Found (\d+)/.exec((await count.textContent()) ?? '')?.[1])
  await expect(page.getByRole('button', { name: 'Search Again' })).toBeVisible()
  await page.getByLabel('Radius').selectOption('50')
  await expect(count).toHaveText(/within 50 miles of 98101$/)
  const wider = Number(/Found (\d+)/.exec((await count.textContent()) ?? '')?.[1])
  expect(wider).toBeGreaterThan(near)
  await expect(page.getByText(/\d+\.\d miles away/).first()).toBeVisible()

  // The filter panel: the same ZIP and distance, plus specialty and price range.
  await page.getByRole('button', { name: 'Filters' }).click()
  await expect(page.getByLabel('Zip Code', { exact: true })).toHaveValue('98101')
  await expect(page.getByLabel('Distance')).toHaveValue('50')
  await page.getByLabel('Price Range').selectOption('premium')
  await expect(count).toHaveText(/within 50 miles of 98101$/)
  await expectScreenAccessible(page, '/photographers with a ZIP and filters')
  await page.getByLabel('Price Range').selectOption('')
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(count).toHaveText(/^Found \d+ photographer\(s\)$/)

  await page.getByRole('button', { name: 'Join Our Directory' }).first().click()
  const dialog = await openDialog(page, 'Join Our Directory')
  await expectScreenAccessible(page, 'Join Our Directory modal')
  await dialog.getByLabel('Business Name').fill('Sunbeam Pet Photo')
  await dialog.getByLabel('Photographer Name').fill('Riley Chen')
  await dialog.getByLabel('City').fill('Austin')
  await dialog.getByLabel('State').selectOption('Texas')
  await dialog.getByLabel('ZIP Code').fill('78702')
  await dialog.getByLabel('Specialties').fill('dogs, outdoor')
  await dialog.getByLabel('Price Range').selectOption('mid-range')
  await dialog.getByLabel('Instagram').fill('@sunbeampets')
  await dialog.getByRole('button', { name: 'Submit Listing' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, /reviewed/)).toBeVisible()
})

test('merchandise: customise a product, keep it in the cart across a reload, check out, and see the order', async ({ page, members }) => {
  await members.signIn(page, 'shopper')
  const petName = `Mochi ${Date.now().toString(36)}`
  await createPet(page, { name: petName, species: 'cat' })

  // A fresh load, so the pet list includes the pet made through the API.
  await page.goto('/merchandise')
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Merchandise' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Cart (0)' })).toBeVisible()
  const customizable = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Customize/ }) }).first()
  await expect(customizable).toBeVisible()
  await expect(page.getByText('4.8').first()).toBeVisible()
  await expectScreenAccessible(page, '/merchandise (Browse Products)')

  const productName = (await customizable.getByRole('heading', { level: 3 }).textContent()) ?? ''
  const price = dollars((await customizable.locator('p.text-xl').textContent()) ?? '')
  await customizable.getByRole('button', { name: /^Customize/ }).click()
  const dialog = await openDialog(page, `Customize ${productName}`)
  await expectScreenAccessible(page, 'Customize modal')
  const size = dialog.getByLabel('Size')
  if ((await size.count()) > 0) await size.selectOption({ index: 1 })
  const color = dialog.getByLabel('Color')
  if ((await color.count()) > 0) await color.selectOption({ index: 1 })
  await dialog.getByLabel('Pet').selectOption({ label: petName })
  await dialog.getByLabel('Custom Text').fill('Queen Mochi')
  await dialog.getByLabel('Quantity').fill('2')
  const total = Math.round(price * 100) * 2 / 100
  await expect(dialog.getByText(usd(total), { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('tab', { name: 'Cart (1)' })).toBeVisible()

  // The cart is kept on the device.
  await page.reload()
  await page.getByRole('tab', { name: 'Cart (1)' }).click()
  const line = page.getByRole('listitem').filter({ hasText: productName })
  await expect(line).toContainText('“Queen Mochi”')
  await expect(line).toContainText(petName)
  await expect(line).toContainText('Qty:2')
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(usd(total))
  await expect(page.getByText('Standard:')).toBeVisible()
  await page.getByRole('button', { name: 'Save for Later' }).click()
  await expect(toast(page, 'Your cart is saved on this device.')).toBeVisible()
  await expectScreenAccessible(page, '/merchandise (Cart)')

  await page.getByRole('button', { name: 'Checkout' }).click()
  const checkout = await openDialog(page, 'Checkout')
  await expect(checkout.getByText('Next you pay for your order.', { exact: false })).toBeVisible()
  await expectScreenAccessible(page, 'Checkout modal')
  await checkout.getByLabel('Shipping Address').fill('12 Willow Lane, Austin, TX 78701')
  await checkout.getByRole('button', { name: 'Place Order' }).click()
  await expect(checkout).toBeHidden()
  // The member is sent to pay (the development payment page here); Cancel there leaves the order
  // waiting for payment on their orders (paying is orders.spec.ts, the orders list merch-orders.spec.ts).
  await expect(page).toHaveURL(/\/merchandise\/orders\/\d+\/pay$/)
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/merchandise/orders')
  const orders = page.getByRole('list', { name: 'Your orders' })
  await expect(orders.getByRole('article').filter({ hasText: 'Waiting for payment' }).filter({ hasText: productName })).toBeVisible()
  await expectScreenAccessible(page, '/merchandise/orders')

  await page.getByRole('link', { name: 'Back to Merchandise' }).click()
  await page.getByRole('tab', { name: 'Custom Orders' }).click()
  await expect(page.getByRole('button', { name: /Customize Now/ }).first()).toBeVisible()
  await expectScreenAccessible(page, '/merchandise (Custom Orders)')
  await page.getByRole('tab', { name: 'Cart (0)' }).click()
  await expect(page.getByText('Your cart is empty')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Cart (0)' })).toBeVisible()
})

test('every marketplace and stories screen passes axe in the dark theme at phone size', async ({ page, members }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript(() => localStorage.setItem('userPreferences', JSON.stringify({ theme: 'dark' })))
  await members.signIn(page, 'nightowl')
  const screens: { path: string; ready: () => Promise<void> }[] = [
    { path: '/gifts', ready: () => expect(page.getByRole('region', { name: 'Gift catalog' }).getByRole('listitem').first()).toBeVisible() },
    { path: '/vendors', ready: () => expect(page.getByRole('heading', { name: 'Featured Vendors' })).toBeVisible() },
    { path: '/vendors?tab=news', ready: () => expect(page.getByRole('list', { name: 'Partner news' })).toBeVisible() },
    { path: '/pet-care', ready: () => expect(page.getByRole('region', { name: 'Recent Pet Showcase' }).getByRole('listitem').first()).toBeVisible() },
    { path: '/photographers', ready: () => expect(page.getByText(/^Found \d+ photographer\(s\)/)).toBeVisible() },
    { path: '/service-dog-veterans', ready: () => expect(page.getByRole('heading', { name: 'Featured Story' })).toBeVisible() },
    { path: '/merchandise', ready: () => expect(page.getByRole('button', { name: /^Customize/ }).first()).toBeVisible() },
    { path: '/merchandise?tab=cart', ready: () => expect(page.getByText('Your cart is empty')).toBeVisible() },
  ]
  for (const { path, ready } of screens) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await ready()
    await expectScreenAccessible(page, `${path} (phone, dark)`)
  }
})
