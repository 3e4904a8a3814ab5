import { expect, type Page } from '@playwright/test'

let counter = 0

/** A unique test identity, so journeys running side by side never share an account. */
export function newIdentity(prefix: string): { email: string; name: string } {
  counter += 1
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`
  return { email: `${prefix}-${id}@example.com`, name: `${prefix[0]?.toUpperCase()}${prefix.slice(1)} ${id.slice(-4)}` }
}

export type Identity = ReturnType<typeof newIdentity>

/** Fills in the development identity provider's login form (the page Google would show). */
export async function completeDevLogin(page: Page, identity: { email: string; name: string }): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible()
  await page.getByLabel('E-mail').fill(identity.email)
  await page.getByLabel('Display name').fill(identity.name)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
