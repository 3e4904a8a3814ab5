import { expect, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
export { expectScreenAccessible } from './axe.ts'
import type { Identity, Members } from './members.ts'

/** A brand-new person signed in (support/members.ts), on /dashboard, greeted by name. */
export async function signInAsNewOwner(members: Members, page: Page, prefix: string): Promise<Identity> {
  const identity = await members.signIn(page, prefix)
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${identity.name}!` })).toBeVisible()
  return identity
}

/** A real picture file, made on the spot: a coloured rectangle with a lighter circle. */
export async function makeImage(
  format: 'png' | 'jpeg',
  { width = 1200, height = 900 }: { width?: number; height?: number } = {},
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const circle = Buffer.from(
    `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f6d365"/></svg>`,
  )
  const image = sharp({ create: { width, height, channels: 3, background: '#0f6760' } }).composite([{ input: circle }])
  const buffer = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer()
  return { name: `pet.${format === 'png' ? 'png' : 'jpg'}`, mimeType: `image/${format}`, buffer }
}

/** YYYY-MM-DD in the local time zone (the browser runs on the same machine), `days` from today. */
export function localDate(days = 0): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Creates a pet through the API with the page's session, for journeys about other screens. */
export async function createPetViaApi(page: Page, pet: { name: string; species: string; breed?: string }): Promise<number> {
  const response = await page.request.post('/api/pets', { data: pet })
  expect(response.status()).toBe(201)
  const body = (await response.json()) as { id: number }
  return body.id
}

/** True once the <img> has really loaded pixels (not just an element with a src). */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
}

