import { expect, type Browser, type Locator, type Page } from '@playwright/test'
export { expectScreenAccessible } from './axe.ts'
import { completeDevLogin, newIdentity } from './sign-in.ts'

export type Identity = ReturnType<typeof newIdentity>

/** A brand-new member signed in through the development identity provider, on /dashboard. */
export async function signIn(page: Page, prefix: string): Promise<Identity> {
  const identity = newIdentity(prefix)
  await page.goto('/signin')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await completeDevLogin(page, identity)
  // The first sign-in offers an optional PIN.
  await page.getByRole('button', { name: 'Skip for now' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
  return identity
}

/** A second member in a browser context of their own (their own cookies), signed in. */
export async function signInElsewhere(browser: Browser, prefix: string): Promise<{ page: Page; identity: Identity; close: () => Promise<void> }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const identity = await signIn(page, prefix)
  return { page, identity, close: () => context.close() }
}

/** Creates a pet with the page's session, for journeys about other screens. */
export async function createPet(page: Page, pet: { name: string; species: string; breed?: string }): Promise<number> {
  const response = await page.request.post('/api/pets', { data: pet })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: number }).id
}


/** The open modal dialog with this title, after it has finished opening. */
export async function openDialog(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('data-state', 'open')
  return dialog
}

/** A visible toast with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text })
}
