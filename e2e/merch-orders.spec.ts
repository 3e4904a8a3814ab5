import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { expectScreenAccessible, openDialog } from './support/marketplace.ts'

test.describe.configure({ timeout: 150_000 })

function usd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)
}

/** Customises with the product's second size and colour; returns them. */
async function customize(page: Page, card: Locator, productName: string, text: string): Promise<{ size: string; color: string }> {
  await card.getByRole('button', { name: /^Customize/ }).click()
  const dialog = await openDialog(page, `Customize ${productName}`)
  const [size] = await dialog.getByLabel('Size').selectOption({ index: 1 })
  const [color] = await dialog.getByLabel('Color').selectOption({ index: 1 })
  await dialog.getByLabel('Custom Text').fill(text)
  await dialog.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(dialog).toBeHidden()
  return { size: size ?? '', color: color ?? '' }
}

test('merchandise: a customised tee is part of the cart until checkout; Place Order makes one order with status, items and total', async ({ page, members }) => {
  const identity = await members.signIn(page, 'teefan')
  await page.goto('/merchandise')
  // A customizable product with sizes and colours: the tee of the issue.
  const tee = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Customize/ }) }).first()
  await expect(tee).toBeVisible()
  const productName = (await tee.getByRole('heading', { level: 3 }).textContent()) ?? ''
  const price = Number(((await tee.locator('p.text-xl').textContent()) ?? '').replace(/[^\d.]/g, ''))

  // Two identical customised tees: one cart line of two, and no order.
  const { size, color } = await customize(page, tee, productName, 'Queen Mochi')
  await expect(page.getByRole('tab', { name: 'Cart (1)' })).toBeVisible()
  await customize(page, tee, productName, 'Queen Mochi')
  await expect(page.getByRole('tab', { name: 'Cart (1)' })).toBeVisible()
  await page.getByRole('tab', { name: 'Cart (1)' }).click()
  const line = page.getByRole('listitem').filter({ hasText: productName })
  await expect(line).toHaveCount(1)
  await expect(line).toContainText('Qty:2')
  await expect(line).toContainText('“Queen Mochi”')

  // Customising made no order: none under Custom Orders (where they used to be listed) ...
  await page.getByRole('tab', { name: 'Custom Orders' }).click()
  await expect(page.getByRole('button', { name: /Customize Now/ }).first()).toBeVisible()
  await expect(page.getByRole('list', { name: 'Your orders' })).toHaveCount(0)
  // ... nor on the orders page.
  await page.getByRole('link', { name: 'Your Orders' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/merchandise/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible()

  // From another browser the customisations are not orders either (and the cart stays on its device).
  const elsewhere = await members.inNewBrowser(identity)
  await elsewhere.page.goto('/merchandise/orders')
  await expect(elsewhere.page.getByRole('heading', { name: 'No orders yet' })).toBeVisible()

  await page.getByRole('link', { name: 'Back to Merchandise' }).click()

  await page.getByRole('tab', { name: 'Cart (1)' }).click()
  await page.getByRole('button', { name: 'Checkout' }).click()
  const checkout = await openDialog(page, 'Checkout')
  await checkout.getByLabel('Shipping Address').fill('12 Willow Lane, Austin, TX 78701')
  await checkout.getByRole('button', { name: 'Place Order' }).click()
  await expect(checkout).toBeHidden()

  // Placing the order sends the member to pay (the development payment page here); Cancel there
  // leaves it waiting for payment and lands on it, not on a product grid.
  await expect(page).toHaveURL(/\/merchandise\/orders\/\d+\/pay$/)
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/merchandise/orders')
  await expect(page.getByRole('status').filter({ hasText: /Order #\d+ placed\./ })).toBeVisible()
  const orders = page.getByRole('list', { name: 'Your orders' })
  await expect(orders.getByRole('article')).toHaveCount(1)
  const order = orders.getByRole('article').first()
  await expect(order).toContainText('Waiting for payment')
  const items = order.getByRole('list', { name: /^Items in order #\d+$/ })
  await expect(items.getByRole('listitem')).toHaveCount(1)
  await expect(items).toContainText(productName)
  await expect(items).toContainText(`Size:${size}`)
  await expect(items).toContainText(`Color:${color}`)
  await expect(items).toContainText('Text:“Queen Mochi”')
  await expect(items).toContainText('Qty:2')
  await expect(order).toContainText(`Total${usd(Math.round(price * 100) * 2 / 100)}`)
  await expect(page.getByRole('button', { name: /^Customize/ })).toHaveCount(0)
  await page.screenshot({ path: '/tmp/merch-orders-placed.png', fullPage: true })
  await expectScreenAccessible(page, '/merchandise/orders')
  // At phone size the order still reads as one card, nothing cut off.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(order).toBeInViewport({ ratio: 0.3 })
  const box = await order.boundingBox()
  expect(box?.width ?? 0).toBeLessThanOrEqual(390)
  await page.screenshot({ path: '/tmp/merch-orders-phone.png', fullPage: true })
  await expectScreenAccessible(page, '/merchandise/orders (phone)')

  // Order history is the member's, wherever they sign in.
  await elsewhere.page.reload()
  await expect(elsewhere.page.getByRole('list', { name: 'Your orders' }).getByRole('article')).toHaveCount(1)
  await elsewhere.close()

  await page.goto('/merchandise?tab=cart')
  await expect(page.getByText('Your cart is empty')).toBeVisible()
})
