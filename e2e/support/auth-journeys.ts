import { expect, type Locator, type Page } from '@playwright/test'
import { completeDevLogin, newIdentity, type Identity } from './sign-in.ts'

/** Taps the digits on an on-screen PIN keypad and checks that each one landed. */
export async function tapPin(keypad: Locator, pin: string): Promise<void> {
  for (const digit of pin) {
    await keypad.getByRole('button', { name: digit, exact: true }).click()
  }
  await expect(keypad.getByRole('status')).toHaveText(`${pin.length} of 4 digits entered`)
}

/** From /signin through the development provider to the callback's optional PIN step. */
export async function signInToPinStep(page: Page, identity: Identity): Promise<void> {
  await page.goto('/signin')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await completeDevLogin(page, identity)
  await expect(page).toHaveURL((url) => url.pathname === '/auth/callback')
  await expect(page.getByRole('heading', { name: 'Almost Done!' })).toBeVisible()
}

/** Both steps of PIN setup on the keypad: create, then confirm; ends on the success screen. */
export async function createPin(scope: Page | Locator, pin: string): Promise<void> {
  await tapPin(scope.getByRole('group', { name: 'Choose your PIN' }), pin)
  await scope.getByRole('button', { name: 'Continue', exact: true }).click()
  await tapPin(scope.getByRole('group', { name: 'Confirm your PIN' }), pin)
  // The success screen lasts 1.5 s, so it is watched for in the page rather than polled for.
  const succeeded = await watchForText('page' in scope ? scope.page() : scope, 'PIN Created Successfully!')
  await scope.getByRole('button', { name: /^(Create|Save) PIN$/ }).click()
  await expect.poll(succeeded, { message: "the 'PIN Created Successfully!' screen showed" }).toBe(true)
}

/**
 * Starts watching the current page for a text that may show only for a moment; the answer
 * says whether it has appeared at any time since.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  const key = `__seen_${Math.random().toString(36).slice(2)}`
  await page.evaluate(
    ({ key, text }) => {
      const flags = window as unknown as Record<string, boolean>
      flags[key] = false
      const check = () => {
        if (document.body.textContent?.includes(text)) {
          flags[key] = true
          observer.disconnect()
        }
      }
      const observer = new MutationObserver(check)
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      check()
    },
    { key, text },
  )
  return () => page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, key)
}

/** Signed in on /dashboard; at desktop size the top bar shows the display name. */
export async function expectSignedIn(page: Page, identity: Identity, { nameInTopBar = true } = {}): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible()
  if (nameInTopBar) await expect(page.getByRole('banner').getByText(identity.name, { exact: true })).toBeVisible()
}

/** A brand-new account signed in through the provider, optionally with a PIN created on the way. */
export async function signUp(
  page: Page,
  prefix: string,
  { pin, nameInTopBar = true }: { pin?: string; nameInTopBar?: boolean } = {},
): Promise<Identity> {
  const identity = newIdentity(prefix)
  await signInToPinStep(page, identity)
  if (pin) await createPin(page, pin)
  else await page.getByRole('button', { name: 'Skip for now' }).click()
  await expectSignedIn(page, identity, { nameInTopBar })
  return identity
}

/** Signs out from the top bar and waits until the server has ended the session. */
export async function signOut(page: Page): Promise<void> {
  const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/logout')
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()
  expect((await loggedOut).ok()).toBe(true)
  await expect(page).toHaveURL((url) => url.pathname === '/')
}

/** Opens the quick-login dialog from /signin and answers its keypad. */
export async function openPinDialog(page: Page): Promise<Locator> {
  await page.goto('/signin')
  await page.getByRole('button', { name: 'Quick Login with PIN' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in with your PIN' })
  await expect(dialog.getByRole('group', { name: 'Enter your PIN' })).toBeVisible()
  return dialog
}
