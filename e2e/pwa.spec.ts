import type { BrowserContext, Page, TestInfo } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { animationsSettled, expectAccessible, expectScreenAccessible } from './support/axe.ts'
import { signInAsNewOwner } from './support/pet-care.ts'
import { section, signInAs } from './support/settings.ts'

interface Manifest {
  name: string
  short_name: string
  start_url: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
}

/** Waits until the page's service worker is installed and active (its offline copy complete), and answers its script URL. */
async function activeWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const worker = registration.active
    if (!worker) throw new Error('no active service worker')
    if (worker.state !== 'activated') await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)))
    return worker.scriptURL
  })
}

/** The Settings › Notifications card as a phone and a desktop show it, in both themes, for a person to look at. */
async function screenshots(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  const card = section(page, 'Notifications')
  for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1440, height: 900 }]] as const) {
    await page.setViewportSize(viewport)
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
      await card.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      // Colours ease between themes; the picture is of the settled screen.
      await animationsSettled(page)
      await page.screenshot({ path: testInfo.outputPath(`settings-alerts-${state}-${size}-${theme}.png`) })
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** The signed-in member's account id. */
async function accountId(page: Page): Promise<number> {
  const response = await page.request.get('/api/users/me')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { id: number }).id
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)

/** Offline for the page and its service worker alike. */
async function offline(context: BrowserContext, value: boolean): Promise<void> {
  await context.setOffline(value)
}

test.describe('installable app', () => {
  test.describe.configure({ mode: 'parallel', timeout: 120_000 })
  // The other journeys run with service workers blocked (playwright.config.ts); these are about it.
  test.use({ serviceWorkers: 'allow' })

  test('every page links a valid manifest whose icons load', async ({ page, request }) => {
    for (const path of ['/', '/signin', '/preview']) {
      await page.goto(path)
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f6760')
    }
    const answer = await request.get('/manifest.webmanifest')
    expect(answer.ok()).toBe(true)
    expect(answer.headers()['content-type']).toContain('application/manifest+json')
    const manifest = (await answer.json()) as Manifest
    expect(manifest).toMatchObject({ name: 'Petfolk', short_name: 'Petfolk', start_url: '/dashboard', display: 'standalone', theme_color: '#0f6760' })
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/)
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png')
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable'])
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src)
      expect(file.ok(), icon.src).toBe(true)
      expect(file.headers()['content-type'], icon.src).toMatch(new RegExp(`^${icon.type.replace('+', '\\+')}\\b`))
      if (icon.type === 'image/png') {
        // The PNG's own header says its size.
        const bytes = await file.body()
        expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
      }
    }
    // The manifest parses as Chromium reads it: it offers the app for installing with these icons.
    await page.goto('/preview')
    const session = await page.context().newCDPSession(page)
    const parsed = (await session.send('Page.getAppManifest')) as { errors: { message: string }[]; data?: string }
    expect(parsed.errors).toEqual([])
    expect(JSON.parse(parsed.data ?? '{}')).toMatchObject({ name: 'Petfolk', start_url: '/dashboard' })
  })

  test('the service worker takes over, opens the app offline and says what needs a connection', async ({ page, context, members }, testInfo) => {
    const identity = await signInAsNewOwner(members, page, 'offline')
    expect(await activeWorker(page)).toMatch(/\/sw\.js$/)
    await page.reload()
    expect(await controlled(page)).toMatch(/\/sw\.js$/)
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${identity.name}!` })).toBeVisible()

    // The connection drops while the app is open: a band says what still works.
    await offline(context, true)
    const band = page.getByRole('status').filter({ hasText: 'You’re offline.' })
    await expect(band).toContainText('lost-pet alerts need a connection')
    await expectAccessible(page, 'dashboard, offline')
    await page.screenshot({ path: testInfo.outputPath('offline-band.png') })
    // A page not opened before still opens (its code comes from the worker's copy): the media
    // gallery lives on the device and works without a connection.
    const mediaCode = page.waitForResponse(/\/assets\/media-page-[^/]+\.js$/)
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Media' }).click()
    expect((await mediaCode).fromServiceWorker()).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: 'Media Gallery' })).toBeVisible()
    await expect(band).toBeVisible()

    // Opened with no network at all: the worker serves the app, which waits for the network
    // rather than sending the member to sign in.
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'You’re offline.' })).toBeVisible()
    await expect(page.getByText('Petfolk needs a connection to check that it’s you')).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    await expectAccessible(page, 'app opened offline')
    await page.screenshot({ path: testInfo.outputPath('offline-start.png') })

    // Back online, it carries on by itself.
    await offline(context, false)
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${identity.name}!` })).toBeVisible()
    await expect(band).toBeHidden()

    // Signing out and in again passes through pages the worker controls: each step of the sign-in
    // must reach the server once (a page requested twice would spend its one-time state).
    expect(await controlled(page)).toMatch(/\/sw\.js$/)
    const account = await accountId(page)
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await signInAs(page, identity)
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${identity.name}!` })).toBeVisible()
    // The sign-in fixture made the member as the development provider would: signing in for real finds that same account.
    expect(await accountId(page)).toBe(account)
  })

  test('alerts on this device: asked only after the press; a refused subscription leaves them off; the worker shows pushes', async ({ page, context, members }, testInfo) => {
    // Counts the permission questions the page asks; each still goes to the browser.
    await context.addInitScript(() => {
      const ask = Notification.requestPermission.bind(Notification)
      const page = window as unknown as { asked: number }
      page.asked = 0
      Notification.requestPermission = () => {
        page.asked += 1
        return ask()
      }
    })
    const asked = () => page.evaluate(() => (window as unknown as { asked: number }).asked)
    await signInAsNewOwner(members, page, 'alerts')
    await page.goto('/settings')
    const optIn = section(page, 'Notifications').getByRole('region', { name: 'Alerts on this device' })
    const turnOn = optIn.getByRole('button', { name: 'Turn on alerts on this device' })
    await expect(turnOn).toBeVisible()
    await expect(optIn.getByText('Off', { exact: true })).toBeVisible()
    expect(await asked()).toBe(0)
    expect(await page.evaluate(() => Notification.permission)).toBe('default')
    await expectScreenAccessible(page, 'Settings with alerts on this device')

    await screenshots(page, testInfo, 'off')

    // The member allows notifications when asked. Chromium's test contexts are incognito
    // profiles, where Chrome refuses push subscriptions ("Registration failed - permission
    // denied"); a normal profile would wait for Google's push service, which this machine cannot
    // reach. So the subscription itself cannot succeed here: the page must say so and stay off.
    await context.grantPermissions(['notifications'])
    await turnOn.click()
    await expect(optIn.getByRole('alert')).toHaveText('Your browser could not set up alerts here. Private windows cannot receive them; otherwise check your connection and try again.')
    expect(await asked()).toBe(1)
    await expect(optIn.getByText('Off', { exact: true })).toBeVisible()
    await expect(turnOn).toBeEnabled()
    expect(await page.evaluate(() => Notification.permission)).toBe('granted')
    await screenshots(page, testInfo, 'refused')

    // The same opt-in sits in the lost-pet Alert Preferences dialog.
    await page.goto('/lost-pets')
    await page.getByRole('button', { name: 'Alert Settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Alert Preferences' })
    await expect(dialog.getByRole('region', { name: 'Alerts on this device' }).getByRole('button', { name: 'Turn on alerts on this device' })).toBeVisible()
    await expectScreenAccessible(page, 'Alert Preferences with alerts on this device')
    await page.keyboard.press('Escape')

    // A push as the push service would deliver it, handed to the worker through DevTools: it
    // becomes a system notification with the alert's text, tag, icon and the page it opens.
    expect(await activeWorker(page)).toMatch(/\/sw\.js$/)
    const cdp = await context.newCDPSession(page)
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${new URL(page.url()).origin}/`)
        if (ours) resolve(ours.registrationId)
      })
    })
    await cdp.send('ServiceWorker.enable')
    const alert = { title: 'Lost dog near you: Pepper', body: 'Pepper (Black and tan Beagle) was last seen at Zilker Park.', url: '/lost-pets?report=12', tag: 'lost-pet-12' }
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registrationId, data: JSON.stringify(alert) })
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown }))
      })
    await expect
      .poll(shown, { timeout: 20_000 })
      .toEqual([{ title: alert.title, body: alert.body, tag: alert.tag, icon: expect.stringMatching(/\/icons\/icon-192\.png$/), data: { url: alert.url } }])
  })
})
