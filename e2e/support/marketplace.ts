import { expect, type Locator, type Page } from '@playwright/test'
export { expectScreenAccessible } from './axe.ts'

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
