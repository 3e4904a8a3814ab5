import type { Page, Response } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { expectAccessible } from './support/axe.ts'
import { expectSignedIn, openPinDialog, signInToPinStep, signOut, signUp, tapPin } from './support/auth-journeys.ts'
import { newIdentity } from './support/sign-in.ts'
import { freezeClock, whileClockSteps } from './support/clock.ts'

test.describe.configure({ mode: 'parallel' })

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 720 }

/** Waits until each public page has loaded what it fetches, so axe sees the finished page. */
const PUBLIC_PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Every pet, one happy profile' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Pet parents love Petfolk' })).toBeVisible()
    },
  },
  {
    path: '/signin',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
      await expect(page.getByText('Development sign-in is active:')).toBeVisible()
    },
  },
  {
    path: '/preview',
    ready: async (page) => {
      for (const title of ['Sample care tips', 'Sample pet showcase', 'Sample pet photographers']) {
        await expect(page.getByRole('region', { name: title })).toHaveAttribute('aria-busy', 'false')
      }
    },
  },
]

test.describe('public pages pass axe (no serious or critical violations)', () => {
  // The hero would otherwise fade between slides while axe measures colour contrast.
  test.use({ reducedMotion: 'reduce' })

  for (const { path, ready } of PUBLIC_PAGES) {
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      for (const theme of ['light', 'dark'] as const) {
        test(`${path} at ${size} size in the ${theme} theme`, async ({ page }) => {
          await page.setViewportSize(viewport)
          await page.addInitScript((saved) => localStorage.setItem('userPreferences', JSON.stringify({ theme: saved })), theme)
          await page.goto(path)
          await ready(page)
          if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
          else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
          await expectAccessible(page, `${path} (${size}, ${theme})`)
        })
      }
    }
  }

  test('the theme toggle switches to dark, is remembered, and the page stays accessible', async ({ page }) => {
    await page.goto('/signin')
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()

    await page.reload()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await PUBLIC_PAGES[1]?.ready(page)
    await expectAccessible(page, '/signin (dark, chosen with the toggle)')

    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  })

  test('the /auth/callback PIN step, also with its mismatch error', async ({ page }) => {
    await signInToPinStep(page, newIdentity('axepin'))
    await expectAccessible(page, '/auth/callback (PIN step)')
    await tapPin(page.getByRole('group', { name: 'Choose your PIN' }), '1111')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await tapPin(page.getByRole('group', { name: 'Confirm your PIN' }), '1112')
    await page.getByRole('button', { name: 'Create PIN' }).click()
    await expect(page.getByRole('alert')).toHaveText('PINs do not match')
    await expectAccessible(page, '/auth/callback (PIN step, mismatch)')
  })

  test('the quick-login PIN dialog on /signin: entry, wrong PIN and locked', async ({ page }) => {
    await signUp(page, 'axedialog', { pin: '1212' })
    await signOut(page)
    const dialog = await openPinDialog(page)
    await expectAccessible(page, '/signin (PIN dialog)')
    const keypad = dialog.getByRole('group', { name: 'Enter your PIN' })
    for (const remaining of [2, 1]) {
      await tapPin(keypad, '0000')
      await dialog.getByRole('button', { name: 'Verify PIN' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(`Incorrect PIN. ${remaining} attempt(s) remaining.`)
    }
    await expectAccessible(page, '/signin (PIN dialog, wrong PIN)')
    await tapPin(keypad, '0000')
    await dialog.getByRole('button', { name: 'Verify PIN' }).click()
    await expect(dialog.getByRole('heading', { name: 'Account Locked' })).toBeVisible()
    await expectAccessible(page, '/signin (PIN dialog, locked)')
  })

  test('the /auth/callback error state', async ({ page }) => {
    // The page leaves after 3 s: its clock stands still, and only axe's own timers are let run.
    await page.clock.install()
    await freezeClock(page)
    await page.goto('/auth/callback')
    await expect(page.getByRole('heading', { name: 'Sign In Failed' })).toBeVisible()
    await expect(
      page.getByText('Cannot exchange code for session token: no code provided in the URL search params.'),
    ).toBeVisible()
    await whileClockSteps(page, 2_000, expectAccessible(page, '/auth/callback (error)'))
    await expect(page).toHaveURL((url) => url.pathname === '/auth/callback')
    await page.clock.resume()
    await expect(page).toHaveURL('/signin')
  })
})

test.describe('landing page', () => {
  const dots = (page: Page) => page.getByRole('button', { name: /^Show slide \d/ })

  test('five slide dots; picking one shows that slide', async ({ page }) => {
    await page.goto('/')
    await expect(dots(page)).toHaveCount(5)
    await expect(page.getByRole('button', { name: /^Show slide 1:/ })).toHaveAttribute('aria-current', 'true')

    await page.getByRole('button', { name: 'Show slide 4: Trusted services nearby' }).click()
    await expect(page.getByRole('button', { name: /^Show slide 4:/ })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('button', { name: /^Show slide 1:/ })).not.toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('heading', { name: 'Trusted services nearby' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse the Directory' })).toHaveAttribute('href', '/directory')
    // Hidden slides are out of the accessibility tree.
    await expect(page.getByRole('heading', { name: 'Every pet, one happy profile' })).toHaveCount(0)
  })

  test('slides advance on their own every 3 s', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Every pet, one happy profile' })).toBeVisible()
    await freezeClock(page)
    const current = page.getByRole('button', { name: /^Show slide \d/ }).and(page.locator('[aria-current="true"]'))
    const shown = await current.getAttribute('aria-label')
    const index = Number(/^Show slide (\d)/.exec(shown ?? '')?.[1])
    const next = (index % 5) + 1

    await page.clock.runFor(3_000)
    await expect(current).toHaveAttribute('aria-label', new RegExp(`^Show slide ${next}:`))
    await page.clock.runFor(3_000)
    await expect(current).toHaveAttribute('aria-label', new RegExp(`^Show slide ${(next % 5) + 1}:`))
  })

  test('marketing counters and the links for visitors', async ({ page }) => {
    await page.goto('/')
    for (const figure of ['10K+', '50K+', '50+']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible()
    }
    await page.getByRole('link', { name: 'Join', exact: true }).click()
    await expect(page).toHaveURL('/signin')

    await page.goto('/')
    await page.getByRole('link', { name: 'Quick Login' }).click()
    // Nobody is signed in, so the dashboard sends the visitor on to sign in.
    await expect(page).toHaveURL('/signin')
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  })

  test('arrives prerendered: readable with scripts off, and in the saved theme before they run', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const bare = await noScript.newPage()
    await bare.goto('/')
    await expect(bare.getByRole('heading', { name: 'Every pet, one happy profile' })).toBeVisible()
    await expect(bare.getByRole('link', { name: 'Join', exact: true })).toHaveAttribute('href', '/signin')
    await noScript.close()

    // Hold back the page's modules: only theme-boot.js may draw the saved dark theme.
    const held = await browser.newContext()
    await held.addInitScript(() => localStorage.setItem('userPreferences', JSON.stringify({ theme: 'dark' })))
    const page = await held.newPage()
    await page.route('**/assets/*.js', () => undefined)
    // Held modules hold back DOMContentLoaded too, so wait only for the page to arrive.
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { name: 'Every pet, one happy profile' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    // The app's own loading screen, before its modules run, is in the saved theme too.
    await page.goto('/pets', { waitUntil: 'commit' })
    await expect(page.getByRole('status')).toHaveText('Loading...')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await held.close()
  })

  test('the sign-in page arrives prerendered for the development provider, readable with scripts off', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const bare = await noScript.newPage()
    await bare.goto('/signin')
    await expect(bare.getByRole('heading', { name: 'Welcome to Petfolk' })).toBeVisible()
    await expect(bare.getByText('Development sign-in is active:')).toBeVisible()
    await expect(bare.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await expect(bare.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await noScript.close()
  })

  test('the landing header offers a signed-in owner Open Petfolk, which takes them to the dashboard', async ({ page, members }) => {
    const identity = await members.signIn(page, 'landing', { nameInTopBar: true })
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Open Petfolk' }).click()
    await expectSignedIn(page, identity)
  })
})

test.describe('preview page', () => {
  test('sample tips, showcase and at most 6 photographers from /api/demo, with Sign In links', async ({ page }) => {
    const demo = (name: string) => page.waitForResponse((r: Response) => new URL(r.url()).pathname === `/api/demo/${name}`)
    const answers = Promise.all([demo('pet-care-tips'), demo('daily-pet-showcase'), demo('photographers')])
    await page.goto('/preview')
    const [tips, showcase, photographers] = await Promise.all(
      (await answers).map(async (response) => {
        expect(response.ok()).toBe(true)
        return (await response.json()) as Record<string, unknown>[]
      }),
    )

    await expect(page.getByRole('note')).toContainText('This is a preview with sample data.')
    const titles = async (region: string) =>
      page.getByRole('region', { name: region }).getByRole('heading', { level: 3 }).allTextContents()

    expect(tips?.length).toBeGreaterThan(0)
    await expect(page.getByRole('region', { name: 'Sample care tips' }).getByRole('heading', { level: 3 })).toHaveCount(tips?.length ?? -1)
    expect(await titles('Sample care tips')).toEqual(tips?.map((tip) => tip.title))

    expect(showcase?.length).toBeGreaterThan(0)
    await expect(page.getByRole('region', { name: 'Sample pet showcase' }).getByRole('heading', { level: 3 })).toHaveCount(showcase?.length ?? -1)
    expect(await titles('Sample pet showcase')).toEqual(showcase?.map((entry) => entry.pet_name))

    const shownPhotographers = Math.min(photographers?.length ?? 0, 6)
    expect(shownPhotographers).toBeGreaterThan(0)
    await expect(page.getByRole('region', { name: 'Sample pet photographers' }).getByRole('heading', { level: 3 })).toHaveCount(shownPhotographers)
    expect(await titles('Sample pet photographers')).toEqual(
      photographers?.slice(0, 6).map((photographer) => photographer.business_name),
    )

    const signInLinks = page.getByRole('link', { name: /^Sign In/ })
    expect(await signInLinks.count()).toBeGreaterThanOrEqual(2)
    for (const link of await signInLinks.all()) await expect(link).toHaveAttribute('href', '/signin')
    await page.getByRole('link', { name: 'Sign In to Get Started' }).click()
    await expect(page).toHaveURL('/signin')
  })
})

test('a visitor’s public pages log nothing to the console, break no CSP rule and fetch compressed assets', async ({ page }) => {
  const messages: string[] = []
  // Chrome reports a refused eval as an issue, not in the console: the page tells it here.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} in ${event.sourceFile}`)),
  )
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`)
  })
  const plainLargeScripts: string[] = []
  let compressedScripts = 0
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return
    const encoding = response.headers()['content-encoding']
    // Brotli where the browser offers it, gzip otherwise; files under 1 KB are not worth it.
    if (encoding === 'br' || encoding === 'gzip') compressedScripts += 1
    else if (Number(response.headers()['content-length']) >= 1024) plainLargeScripts.push(response.url())
  })
  for (const { path, ready } of PUBLIC_PAGES) {
    await page.goto(path)
    await ready(page)
  }
  expect(messages).toEqual([])
  expect(compressedScripts).toBeGreaterThan(0)
  expect(plainLargeScripts).toEqual([])
})
