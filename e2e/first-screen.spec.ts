import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { expectAccessible } from './support/axe.ts'
import type { Identity, Members } from './support/members.ts'
import { newIdentity } from './support/sign-in.ts'

test.describe.configure({ mode: 'parallel' })

const PHONE = { width: 390, height: 844 }

/** A name that means something to HTML and to String.replace: it must arrive as written. */
const AWKWARD_NAME = `Zoë <b>&amp; "Rex" O'Neil $& $'`

/** A new member with this display name, signed in (the subject here is the next visit, not the sign-in). */
function signUpAs(members: Members, page: Page, name: string): Promise<Identity> {
  return members.signIn(page, { ...newIdentity('first'), name })
}

/**
 * Remembers the page's elements as the HTML drew them, before any of the app's scripts run, and
 * collects what the page logs as an error, CSP violations included.
 */
async function watchFirstScreen(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    // Chrome reports a refused eval as an issue, not in the console: the page tells it here.
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} in ${event.sourceFile}`))
    document.addEventListener('DOMContentLoaded', () => {
      const drawn = window as unknown as { __drawnHeading?: Element | null }
      drawn.__drawnHeading = document.querySelector('h1')
    })
  })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

const keptDrawnHeading = (page: Page) =>
  page.evaluate(() => {
    const drawn = (window as unknown as { __drawnHeading?: Element | null }).__drawnHeading
    return Boolean(drawn) && drawn === document.querySelector('h1') && document.contains(drawn ?? null)
  })

test.describe('the dashboard as the first screen of a visit', () => {
  test('arrives drawn with the owner’s name, then comes alive without being drawn again', async ({ page, members }) => {
    await signUpAs(members, page, AWKWARD_NAME)

    // What the server sends, before any script: the shell and the greeting, with the name escaped.
    const html = await (await page.request.get('/dashboard')).text()
    expect(html).toContain('data-prerendered-path="/dashboard"')
    expect(html).toContain('Welcome back, <!-- -->Zoë &#60;b&#62;&#38;amp; &#34;Rex&#34; O&#39;Neil $&#38; $&#39;<!-- -->!')
    expect(html).not.toContain('PetfolkPrerenderDisplayName')
    expect(html).toContain('<title>Dashboard · Petfolk</title>')

    const errors = await watchFirstScreen(page)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${AWKWARD_NAME}!` })).toBeVisible()
    // Live: the lists load, and the links navigate inside the app.
    await expect(page.getByText('You have not added a pet yet.')).toBeVisible()
    await expect(page.getByText('No upcoming appointments.')).toBeVisible()
    expect(await keptDrawnHeading(page), 'hydration kept the elements the HTML drew').toBe(true)
    await expect(page).toHaveTitle('Dashboard · Petfolk')
    expect(errors, 'nothing logged as an error (a hydration mismatch would be)').toEqual([])

    await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true))
    await page.getByRole('banner').getByRole('link', { name: 'Add Pet' }).click()
    await expect(page).toHaveURL('/pets/new')
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), 'navigated without loading a page').toBe(true)
  })

  test.describe('at phone size, in the dark theme', () => {
    test.use({ viewport: PHONE })

    test('hydrates without a mismatch and passes axe; the theme switch then says what it will do', async ({ page, members }) => {
      await signUpAs(members, page, 'Dara Night')
      await page.evaluate(() => localStorage.setItem('userPreferences', JSON.stringify({ theme: 'dark' })))
      const errors = await watchFirstScreen(page)
      await page.reload()
      await expect(page.locator('html')).toHaveClass(/dark/)
      await expect(page.getByText('You have not added a pet yet.')).toBeVisible()
      expect(await keptDrawnHeading(page)).toBe(true)
      await page.getByRole('button', { name: 'Open menu' }).click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await expect(menu.getByText('Signed in as Dara Night')).toBeVisible()
      // The ids React gave in the build are the ones it gives in the browser (useId).
      const controls = await page.locator('button[aria-label="Open menu"]').getAttribute('aria-controls')
      expect(controls).toBeTruthy()
      expect(await menu.getAttribute('id')).toBe(controls)
      await expect(menu.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
      await expectAccessible(page, 'prerendered dashboard, menu open (phone, dark)')
      expect(errors).toEqual([])
    })
  })

  test.describe('at phone size', () => {
    test.use({ viewport: PHONE })

    test('a button pressed before the app has taken over the page is pressed again once it has', async ({ page, members }) => {
      await signUpAs(members, page, 'Early Bird')
      // Hold the app's entry script until the drawn page's menu button has been pressed.
      let release: () => void = () => {}
      const pressed = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
        await pressed
        await route.continue()
      })
      const errors = await watchFirstScreen(page)
      await page.reload({ waitUntil: 'domcontentloaded' })
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0)
      release()
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByText('Signed in as Early Bird')).toBeVisible()
      expect(await keptDrawnHeading(page)).toBe(true)
      expect(errors).toEqual([])
    })
  })

  test('someone signed out who opens /dashboard gets the app’s loading screen and goes to sign in', async ({ page }) => {
    const html = await (await page.request.get('/dashboard')).text()
    expect(html).not.toContain('data-prerendered-path')
    await page.goto('/dashboard')
    await expect(page).toHaveURL('/signin')
  })
})
