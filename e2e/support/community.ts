import { expect, type Locator, type Page } from '@playwright/test'
export { expectScreenAccessible } from './axe.ts'
export { test } from './fixtures.ts'

export { expect }

/** The open modal dialog with this title. */
export function dialog(page: Page, name: string | RegExp) {
  return page.getByRole('dialog', { name })
}

/** A 64×48 teal PNG, enough for the upload path (the server re-encodes whatever it accepts). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFsLiS3BVL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+4row4rTB5aMAAAAASUVORK5CYII=',
  'base64',
)


/** The toast with this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text })
}

/** Calls the API from the page, as the app does: same origin, the page's own session cookie. */
export async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
      return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> }
    },
    { method, path, body },
  )
}

/** Uploads a tiny PNG through the page's session; answers its address. */
export async function uploadPhoto(page: Page): Promise<string> {
  const url = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const form = new FormData()
    form.append('file', new File([bytes], 'pet.png', { type: 'image/png' }))
    const res = await fetch('/api/uploads', { method: 'POST', body: form })
    return ((await res.json()) as { url: string }).url
  }, TINY_PNG.toString('base64'))
  expect(url).toMatch(/^\/uploads\//)
  return url
}

/**
 * Opens the dashboard and waits for its live stream; the answer says whether the page is still the
 * same document (never reloaded) since, so a test can prove an update arrived live.
 */
export async function openLiveDashboard(page: Page): Promise<{ bell: Locator; sameDocument: () => Promise<boolean> }> {
  const streamOpened = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/events' && res.status() === 200)
  await page.goto('/dashboard')
  await streamOpened
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName('Notifications')
  return { bell, sameDocument: () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true) }
}
