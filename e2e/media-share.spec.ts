import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { openPinDialog, signOut, signUp, tapPin } from './support/auth-journeys.ts'
import { makeImage, signInAsNewOwner } from './support/pet-care.ts'

/** Uploads a picture through the page's Upload button under `title`. */
async function addPhoto(page: Page, title: string): Promise<Locator> {
  await page.getByLabel('Upload', { exact: true }).setInputFiles(await makeImage('jpeg', { width: 1200, height: 900 }))
  const dialog = page.getByRole('dialog', { name: 'Add to Gallery' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByRole('button', { name: 'Add to Gallery' }).click()
  await expect(dialog).toBeHidden()
  const card = page.getByRole('article', { name: title })
  await expect(card).toBeVisible()
  return card
}

/**
 * Fully on screen as the dialog opened: inside the window (an element the dialog's own scrolling
 * clips does not count) while the dialog is still scrolled to its top.
 */
async function expectOnScreenWithoutScrolling(dialog: Locator, button: Locator): Promise<void> {
  await expect(button).toBeInViewport({ ratio: 1 })
  expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0)
}

test.describe('media sharing and small texts', () => {
  test.describe.configure({ mode: 'parallel', timeout: 120_000 })

  test('Share copies a link that opens the backed-up photo for someone not signed in; without a cloud copy it offers Download', async ({
    page,
    context,
    browser,
    members,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signInAsNewOwner(members, page, 'media-share')
    await page.goto('/media')
    const card = await addPhoto(page, 'Biscuit at the beach')

    // This desktop Chromium cannot share files, and the photo has no cloud copy yet.
    await card.getByRole('button', { name: 'Share' }).click()
    const fileOnly = page.getByRole('dialog', { name: 'Share as a file' })
    await expect(fileOnly).toContainText('This photo lives only on this device')
    const download = page.waitForEvent('download')
    await fileOnly.getByRole('button', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toBe('Biscuit at the beach.jpg')
    await expect(fileOnly).toBeHidden()

    const backup = page.getByRole('region', { name: 'Cloud Backup' })
    await backup.getByRole('button', { name: 'Backup to Cloud' }).click()
    await expect(backup.getByText('Backup complete: 1 item saved to your private cloud backup.')).toBeVisible()
    await card.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Image URL copied to clipboard!')).toBeVisible()
    const url = await page.evaluate(() => navigator.clipboard.readText())
    expect(url).toMatch(/\/api\/shared\/media\/[\w.-]+$/)
    expect(url.startsWith('blob:')).toBe(false)

    // The recipient: another browser, no account.
    const stranger = await browser.newContext()
    const opened = await stranger.request.get(url)
    expect(opened.status()).toBe(200)
    expect(opened.headers()['content-type']).toBe('image/jpeg')
    expect(opened.headers()['content-disposition']).toMatch(/^inline; filename="Biscuit at the beach\.jpg"/)
    const view = await stranger.newPage()
    await view.goto(url)
    expect(await view.evaluate(() => (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth)).toBe(1200)

    // Deleting the cloud copy ends the link.
    await backup.getByRole('button', { name: 'Manage cloud copies' }).click()
    await backup.getByRole('button', { name: 'Delete the cloud copy of Biscuit at the beach' }).click()
    await page.getByRole('alertdialog', { name: 'Delete this cloud copy?' }).getByRole('button', { name: 'Delete Copy' }).click()
    await expect(backup.getByRole('listitem')).toHaveCount(0)
    expect((await stranger.request.get(url)).status()).toBe(404)
    await stranger.close()
  })

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the image editor's Reset All and Save Image are on screen at ${viewport.width}×${viewport.height}`, async ({ page, members }) => {
      await page.setViewportSize(viewport)
      await signInAsNewOwner(members, page, `media-editor-${viewport.width}`)
      await page.goto('/media')
      const card = await addPhoto(page, 'Tall enough')
      await card.getByRole('button', { name: 'Edit Image' }).click()
      const editor = page.getByRole('dialog', { name: 'Image Editor' })
      await expect(editor.getByTestId('output-size')).toBeVisible()
      await page.screenshot({ path: `/tmp/media-editor-${viewport.width}.png` })
      await expectOnScreenWithoutScrolling(editor, editor.getByRole('button', { name: 'Reset All' }))
      await expectOnScreenWithoutScrolling(editor, editor.getByRole('button', { name: 'Save Image' }))
      await editor.getByRole('button', { name: 'Save Image' }).click()
      await expect(editor).toBeHidden()
      await expect(page.getByRole('article', { name: /^Edited Photo / })).toBeVisible()
    })
  }

  test('the landing header offers a signed-in member a way into the app instead of Quick Login and Join', async ({ page, members }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Quick Login' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Join' })).toBeVisible()

    await signInAsNewOwner(members, page, 'media-landing')
    await page.goto('/')
    const open = header.getByRole('link', { name: 'Open Petfolk' })
    await expect(open).toBeVisible()
    await expect(header.getByRole('link', { name: 'Quick Login' })).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Join' })).toHaveCount(0)
    await open.click()
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
  })

  test('the PIN dialog says the attempts left and "Too many failed attempts" once each', async ({ page }) => {
    await signUp(page, 'media-pin-texts', { pin: '1357' })
    await signOut(page)
    const dialog = await openPinDialog(page)
    const keypad = dialog.getByRole('group', { name: 'Enter your PIN' })
    const count = async (pattern: RegExp) => ((await dialog.textContent()) ?? '').match(pattern)?.length ?? 0

    await tapPin(keypad, '0000')
    await dialog.getByRole('button', { name: 'Verify PIN' }).click()
    await expect(dialog.getByText('2 attempt(s) remaining', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect PIN. 2 attempt(s) remaining.')
    expect(await count(/attempt\(s\) remaining/g)).toBe(1)

    await tapPin(keypad, '0000')
    await dialog.getByRole('button', { name: 'Verify PIN' }).click()
    await expect(dialog.getByText('1 attempt(s) remaining', { exact: true })).toBeVisible()
    expect(await count(/attempt\(s\) remaining/g)).toBe(1)

    await tapPin(keypad, '0000')
    await dialog.getByRole('button', { name: 'Verify PIN' }).click()
    await expect(dialog.getByRole('heading', { name: 'Account Locked' })).toBeVisible()
    await expect(dialog.getByText(/^Too many failed attempts\. Try again in \d+:\d\d$/)).toBeVisible()
    expect(await count(/Too many failed attempts/g)).toBe(1)
  })
})
