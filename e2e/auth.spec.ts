import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { completeDevLogin, newIdentity } from './support/sign-in.ts'
import { freezeClock } from './support/clock.ts'
import {
  createPin,
  expectSignedIn,
  openPinDialog,
  signInToPinStep,
  signOut,
  signUp,
  tapPin,
  watchForText,
} from './support/auth-journeys.ts'

/** Records every value the lock countdown shows, so its first value can be checked exactly. */
async function recordCountdown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { __countdown: seen })
    const read = () => {
      const match = /Try again in (\d+:\d\d)/.exec(document.body.textContent ?? '')
      if (match?.[1] && seen.at(-1) !== match[1]) seen.push(match[1])
    }
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
}

function countdownValues(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __countdown: string[] }).__countdown)
}

/** From the first paint of every page: each new text a level-1 heading shows, in order. */
async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __headings: seen })
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) {
        const text = heading.textContent?.trim() ?? ''
        if (text && seen.at(-1) !== text) seen.push(text)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

function recordedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __headings: string[] }).__headings)
}

test.describe.configure({ mode: 'parallel' })

test.describe('sign-in through the development provider', () => {
  test('landing → Join → provider → skip the PIN → dashboard shows the name → Sign Out', async ({ page }) => {
    const identity = newIdentity('journey')
    await recordHeadings(page)
    await page.goto('/')
    await page.getByRole('link', { name: 'Join', exact: true }).click()
    await expect(page).toHaveURL('/signin')
    await expect(page.getByText('Development sign-in is active:')).toBeVisible()

    // Hold the provider address for a moment so the busy state can be seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/oauth/google/redirect_url', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    const busy = page.getByRole('button', { name: 'Signing in...' })
    await expect(busy).toBeDisabled()
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    release()
    await completeDevLogin(page, identity)

    await expect(page).toHaveURL((url) => url.pathname === '/auth/callback' && url.searchParams.has('code'))
    await expect(page.getByRole('heading', { name: 'Almost Done!' })).toBeVisible()
    // The callback showed its messages one at a time, in this order (recorded, as each lasts only a moment).
    expect(await recordedHeadings(page)).toEqual(['Signing you in...', 'Welcome to Petfolk!', 'Almost Done!'])
    await expect(page.getByRole('group', { name: 'Choose your PIN' })).toBeVisible()
    await page.getByRole('button', { name: 'Skip for now' }).click()

    await expectSignedIn(page, identity)

    await signOut(page)
    await page.goto('/dashboard')
    await expect(page).toHaveURL('/signin')
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  })

  test('create a PIN (with a mismatch first), sign out, quick login by tapping the keypad', async ({ page }) => {
    const identity = newIdentity('pintap')
    await signInToPinStep(page, identity)

    await tapPin(page.getByRole('group', { name: 'Choose your PIN' }), '2580')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.getByText('Step 2 of 2')).toBeVisible()
    const confirm = page.getByRole('group', { name: 'Confirm your PIN' })
    await tapPin(confirm, '2581')
    await page.getByRole('button', { name: 'Create PIN' }).click()
    await expect(page.getByRole('alert')).toHaveText('PINs do not match')
    await expect(confirm.getByRole('status')).toHaveText('0 of 4 digits entered')

    await tapPin(confirm, '2580')
    const succeeded = await watchForText(page, 'PIN Created Successfully!')
    await page.getByRole('button', { name: 'Create PIN' }).click()
    await expectSignedIn(page, identity)
    expect(await succeeded(), "the 'PIN Created Successfully!' screen showed").toBe(true)

    await signOut(page)
    const dialog = await openPinDialog(page)
    await tapPin(dialog.getByRole('group', { name: 'Enter your PIN' }), '2580')
    await dialog.getByRole('button', { name: 'Verify PIN' }).click()
    await expectSignedIn(page, identity)
  })

  test('quick login by typing the PIN on the keyboard', async ({ page }) => {
    const identity = await signUp(page, 'pinkeys', { pin: '7391' })
    await signOut(page)

    const dialog = await openPinDialog(page)
    const keypad = dialog.getByRole('group', { name: 'Enter your PIN' })
    await page.keyboard.type('7390')
    await expect(keypad.getByRole('status')).toHaveText('4 of 4 digits entered')
    await page.keyboard.press('Backspace')
    await expect(keypad.getByRole('status')).toHaveText('3 of 4 digits entered')
    await page.keyboard.type('1')
    await expect(keypad.getByRole('status')).toHaveText('4 of 4 digits entered')
    await dialog.getByRole('button', { name: 'Verify PIN' }).click()
    await expectSignedIn(page, identity)
  })

  test('typing the PIN and pressing Enter submits it', async ({ page }) => {
    // The dialog takes focus itself when it opens, so Enter reaches the keypad instead of the Close button.
    const identity = await signUp(page, 'pinenter', { pin: '4680' })
    await signOut(page)
    const dialog = await openPinDialog(page)
    await page.keyboard.type('4680')
    await expect(dialog.getByRole('group', { name: 'Enter your PIN' }).getByRole('status')).toHaveText('4 of 4 digits entered')
    await page.keyboard.press('Enter')
    await expectSignedIn(page, identity)
  })

  test('three wrong PINs lock quick login with a 15:00 countdown', async ({ page }) => {
    await signUp(page, 'pinlock', { pin: '1357' })
    await signOut(page)

    const dialog = await openPinDialog(page)
    const keypad = dialog.getByRole('group', { name: 'Enter your PIN' })
    for (const remaining of [2, 1]) {
      await tapPin(keypad, '0000')
      await dialog.getByRole('button', { name: 'Verify PIN' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(`Incorrect PIN. ${remaining} attempt(s) remaining.`)
      await expect(dialog.getByText(`${remaining} attempt(s) remaining`, { exact: true })).toBeVisible()
      await expect(keypad.getByRole('status')).toHaveText('0 of 4 digits entered')
    }

    await recordCountdown(page)
    await tapPin(keypad, '0000')
    await dialog.getByRole('button', { name: 'Verify PIN' }).click()
    await expect(dialog.getByRole('heading', { name: 'Account Locked' })).toBeVisible()
    await expect(dialog.getByText('Account Temporarily Locked')).toBeVisible()
    await expect(dialog.getByRole('alert')).toContainText('Too many failed attempts')
    const countdown = dialog.getByText(/^Too many failed attempts\. Try again in \d+:\d\d$/)
    await expect(countdown).toBeVisible()
    expect((await countdownValues(page))[0], 'the first value the countdown showed').toBe('15:00')
    await expect(countdown).toHaveText(/Try again in 14:\d\d$/, { timeout: 5_000 })
    const seconds = (await countdownValues(page)).map((value) => {
      const [minutes, rest] = value.split(':').map(Number)
      return (minutes ?? 0) * 60 + (rest ?? 0)
    })
    expect(seconds.length).toBeGreaterThan(1)
    for (const [index, value] of seconds.entries()) {
      if (index > 0) expect(value, 'the countdown only goes down').toBeLessThan(seconds[index - 1] ?? Infinity)
    }
    await expect(dialog.getByRole('group', { name: 'Enter your PIN' })).toHaveCount(0)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    const status = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/pin/status')
    await page.reload()
    expect(await (await status).json()).toMatchObject({ hasPin: true, locked: true })
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Quick Login with PIN' })).toHaveCount(0)
  })

  test('cancelling at the provider shows the failure and returns to /signin after about 3 s', async ({ page }) => {
    await page.clock.install()
    await page.goto('/signin')
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible()
    // From here the page's timers only move when the test says so.
    await freezeClock(page)
    await page.getByRole('button', { name: 'Cancel' }).click()

    await expect(page).toHaveURL((url) => url.pathname === '/auth/callback' && url.searchParams.get('error') === 'access_denied')
    await expect(page.getByRole('heading', { name: 'Sign In Failed' })).toBeVisible()
    await expect(page.getByText('The sign-in was cancelled.')).toBeVisible()
    await expect(page.getByText('There was a problem signing you in. Redirecting back to sign in page...')).toBeVisible()

    await page.clock.runFor(2_900)
    await expect(page).toHaveURL((url) => url.pathname === '/auth/callback')
    await expect(page.getByRole('heading', { name: 'Sign In Failed' })).toBeVisible()
    await page.clock.runFor(200)
    await expect(page).toHaveURL('/signin')
    await page.clock.resume()
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  })
})

test.describe('Settings › Security', () => {
  test('create, reset and delete the PIN', async ({ page, members }) => {
    await members.signIn(page, 'settings', { nameInTopBar: true })
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click()
    await expect(page).toHaveURL('/settings')
    // The Security card is not a landmark of its own; it is the only PIN control on the page.
    const security = page.getByRole('main')
    await expect(security.getByRole('heading', { name: 'Security', exact: true })).toBeVisible()
    await expect(security.getByText('Not Set', { exact: true })).toBeVisible()

    await security.getByRole('button', { name: 'Create PIN' }).click()
    const createDialog = page.getByRole('dialog', { name: 'Create PIN' })
    await createPin(createDialog, '4826')
    await expectToast(page, 'PIN updated successfully')
    await expect(createDialog).toBeHidden()
    await expect(security.getByText('Active', { exact: true })).toBeVisible()

    await security.getByRole('button', { name: 'Reset PIN' }).click()
    const resetDialog = page.getByRole('dialog', { name: 'Reset PIN' })
    await expect(resetDialog.getByText('Choose a new 4-digit PIN')).toBeVisible()
    await createPin(resetDialog, '6284')
    await expectToast(page, 'PIN updated successfully')
    await expect(resetDialog).toBeHidden()
    await expect(security.getByText('Active', { exact: true })).toBeVisible()

    await security.getByRole('button', { name: 'Delete PIN' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete your PIN?' })
    await confirm.getByRole('button', { name: 'Delete PIN' }).click()
    await expectToast(page, 'PIN deleted successfully')
    await expect(confirm).toBeHidden()
    await expect(security.getByText('Not Set', { exact: true })).toBeVisible()
    await expect(security.getByRole('button', { name: 'Create PIN' })).toBeVisible()
  })
})

test.describe('route guards', () => {
  test('a signed-out visitor opening /settings is sent to /signin', async ({ page }) => {
    await page.goto('/settings')
    await expect(page).toHaveURL('/signin')
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible()
  })

  test('a signed-in user opening /signin is sent to /dashboard', async ({ page, members }) => {
    const identity = await members.signIn(page, 'guard', { nameInTopBar: true })
    await page.goto('/signin')
    await expectSignedIn(page, identity)
  })
})

/** A success toast with this text shows; it is closed so the next one with the same text is not confused with it. */
async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('listitem').filter({ hasText: text })
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Close toast' }).click()
  await expect(toast).toHaveCount(0)
}
