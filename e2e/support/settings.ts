import { expect, type Locator, type Page } from '@playwright/test'
import { completeDevLogin } from './sign-in.ts'

/** A card of the Settings page (each one is a region named by its heading). */
export function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true })
}

/** Waits for the server to have saved a settings change, so a reload shows the stored value. */
export function settingsSaved(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => response.url().endsWith('/api/settings') && response.request().method() === 'PUT' && response.ok())
}

/**
 * Signs in with an identity that may have been used before; a first sign-in of the account
 * offers the optional PIN, which is skipped.
 */
export async function signInAs(page: Page, identity: { email: string; name: string }): Promise<void> {
  await page.goto('/signin')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await completeDevLogin(page, identity)
  const skip = page.getByRole('button', { name: 'Skip for now' })
  await expect(skip.or(page.getByRole('heading', { level: 1, name: `Welcome back, ${identity.name}!` }))).toBeVisible()
  if (await skip.isVisible()) await skip.click()
  await expect(page).toHaveURL(/\/dashboard$/)
}
