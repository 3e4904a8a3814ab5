import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { expectAccessible } from './support/axe.ts'

test.describe.configure({ mode: 'parallel' })

const PHONE = { width: 390, height: 844 }

/** The shell's navigation, in its fixed order, with each item's route. */
const NAV: [label: string, path: string][] = [
  ['Dashboard', '/dashboard'],
  ['My Pets', '/pets'],
  ['Lost Pets', '/lost-pets'],
  ['Pet Care', '/pet-care'],
  ['Appointments', '/appointments'],
  ['Veterinarians', '/veterinarians'],
  ['Photographers', '/photographers'],
  ['Veterans', '/service-dog-veterans'],
  ['Community', '/community'],
  ['Directory', '/directory'],
  ['Vendors', '/vendors'],
  ['Messages', '/messages'],
  ['Pet Gifts', '/gifts'],
  ['Merchandise', '/merchandise'],
  ['Media', '/media'],
  ['Settings', '/settings'],
]

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })

/** Only the link for `path` is marked as the current page. */
async function expectCurrent(links: Locator, path: string): Promise<void> {
  await expect(links.and(links.page().locator('[aria-current="page"]'))).toHaveAttribute('href', path)
  await expect(links.and(links.page().locator('[aria-current]'))).toHaveCount(1)
}

test.describe('shell at desktop size', () => {
  test('the 16 navigation items in order; each leads to its page and is highlighted there', async ({ page, members }) => {
    await members.signIn(page, 'navdesk', { nameInTopBar: true })
    const links = mainNav(page).getByRole('link')
    await expect(links).toHaveText(NAV.map(([label]) => label))
    for (const [index, [, path]] of NAV.entries()) await expect(links.nth(index)).toHaveAttribute('href', path)
    await expectCurrent(links, '/dashboard')

    for (const [label, path] of NAV.slice(1)) {
      await mainNav(page).getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(path)
      await expectCurrent(links, path)
    }
  })

  test('Add Pet goes to /pets/new', async ({ page, members }) => {
    await members.signIn(page, 'addpet', { nameInTopBar: true })
    await page.getByRole('banner').getByRole('link', { name: 'Add Pet' }).click()
    await expect(page).toHaveURL('/pets/new')
  })

  test('axe passes on /dashboard and /settings', async ({ page, members }) => {
    await members.signIn(page, 'axedesk', { nameInTopBar: true })
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expectAccessible(page, '/dashboard (desktop)')
    await mainNav(page).getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create PIN' })).toBeVisible()
    await expectAccessible(page, '/settings (desktop)')
  })
})

test.describe('shell at phone size', () => {
  test.use({ viewport: PHONE })

  test('the bottom bar holds the first five items', async ({ page, members }) => {
    await members.signIn(page, 'navphone')
    await expect(mainNav(page)).toBeHidden()
    const bottom = page.getByRole('navigation', { name: 'Quick navigation' })
    const links = bottom.getByRole('link')
    await expect(links).toHaveText(NAV.slice(0, 5).map(([label]) => label))
    await expectCurrent(links, '/dashboard')
    await links.filter({ hasText: 'Pet Care' }).click()
    await expect(page).toHaveURL('/pet-care')
    await expectCurrent(links, '/pet-care')
  })

  test('the slide-out menu opens, traps focus, closes with Escape and navigates', async ({ page, members }) => {
    const identity = await members.signIn(page, 'menu')
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByText(`Signed in as ${identity.name}`)).toBeVisible()
    const links = menu.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')
    await expect(links).toHaveText(NAV.map(([label]) => label))

    // Tab past every control (close, 16 links, theme, sign out) and round again: focus never leaves the menu.
    const focusedName = () =>
      page.evaluate(() => {
        const active = document.activeElement
        return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? ''
      })
    const visited = new Set<string>()
    await expect(menu.locator(':focus')).toHaveCount(1)
    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press('Tab')
      await expect(menu.locator(':focus')).toHaveCount(1)
      visited.add(await focusedName())
    }
    expect([...visited]).toEqual(expect.arrayContaining(['Close menu', 'Dashboard', 'Settings', 'Sign Out']))
    expect(visited.size).toBe(19)
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Shift+Tab')
      await expect(menu.locator(':focus')).toHaveCount(1)
    }

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.click()
    await menu.getByRole('link', { name: 'Settings' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/settings')
  })

  test('axe passes on /dashboard and /settings', async ({ page, members }) => {
    await members.signIn(page, 'axephone')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expectAccessible(page, '/dashboard (phone)')
    await page.goto('/settings')
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Create PIN' })).toBeVisible()
    await expectAccessible(page, '/settings (phone)')
  })

  test('the slide-out menu passes axe while open', async ({ page, members }) => {
    await members.signIn(page, 'axemenu')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expectAccessible(page, 'slide-out menu (phone)')
  })
})
