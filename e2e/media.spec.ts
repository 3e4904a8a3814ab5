import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { clearDeviceGallery, storedImageSize } from './support/media.ts'
import { createPetViaApi, expectScreenAccessible, makeImage, signInAsNewOwner } from './support/pet-care.ts'

/** Uploads a picture through the page's Upload button and names it in the Add to Gallery dialog. */
async function addPhoto(page: Page, file: Awaited<ReturnType<typeof makeImage>>, details: { title: string; tags?: string; pet?: string }) {
  await page.getByLabel('Upload', { exact: true }).setInputFiles(file)
  const dialog = page.getByRole('dialog', { name: 'Add to Gallery' })
  await expect(dialog.getByRole('img', { name: 'The chosen photo' })).toBeVisible()
  await dialog.getByLabel('Title').fill(details.title)
  if (details.tags) await dialog.getByLabel('Tags').fill(details.tags)
  if (details.pet) await dialog.getByLabel('Pet').selectOption({ label: details.pet })
  await dialog.getByRole('button', { name: 'Add to Gallery' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('article', { name: details.title })).toBeVisible()
}

function outputSize(page: Page) {
  return page.getByRole('dialog', { name: 'Image Editor' }).getByTestId('output-size')
}

test.describe('media gallery', () => {
  test.describe.configure({ mode: 'parallel', timeout: 180_000 })

  test('upload, edit with a square crop and a quarter turn, find by tag, delete together, back up, clear and restore', async ({ page, members }) => {
    await signInAsNewOwner(members, page, 'gallery')
    await createPetViaApi(page, { name: 'Biscuit', species: 'dog' })
    await page.goto('/media')
    await expect(page.getByRole('heading', { level: 1, name: 'Media Gallery' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No Media Yet' })).toBeVisible()
    await expect(page.getByLabel('Take Photo')).toHaveAttribute('capture', 'environment')
    await expect(page.getByLabel('Record Video')).toHaveAttribute('accept', 'video/*')
    await expectScreenAccessible(page, 'media (empty)')

    await addPhoto(page, await makeImage('jpeg', { width: 1200, height: 900 }), { title: 'Biscuit at the park', tags: 'park, sunny', pet: 'Biscuit' })
    await addPhoto(page, await makeImage('png', { width: 640, height: 480 }), { title: 'Second photo' })
    await addPhoto(page, await makeImage('png', { width: 320, height: 240 }), { title: 'Third photo' })
    await expect(page.getByText(/Gallery on this device: .* in 3 items\./)).toBeVisible()
    await expectScreenAccessible(page, 'media with photos')

    // The editor: square crop, a quarter turn, a keyboard nudge, and the saved picture's real size.
    await page.getByRole('article', { name: 'Biscuit at the park' }).getByRole('button', { name: 'Edit Image' }).click()
    const editor = page.getByRole('dialog', { name: 'Image Editor' })
    await expect(outputSize(page)).toBeVisible()
    await expectScreenAccessible(page, 'image editor')
    await editor.getByRole('button', { name: 'Square' }).click()
    await expect(editor.getByRole('button', { name: 'Square' })).toHaveAttribute('aria-pressed', 'true')
    await editor.getByRole('button', { name: 'Rotate 90°' }).click()
    await expect(editor.getByText('Rotation: 90°')).toBeVisible()
    await expect(editor.getByRole('img', { name: 'The photo being edited' })).toHaveAttribute('style', /rotate\(90deg\)/)
    const selection = editor.locator('.ReactCrop__crop-selection')
    const before = await selection.boundingBox()
    await selection.focus()
    await page.keyboard.press('Shift+ArrowLeft')
    await expect.poll(async () => (await selection.boundingBox())?.x).toBeCloseTo((before?.x ?? 0) - 10, 0)
    const shown = (await outputSize(page).textContent()) ?? ''
    const [width, height] = shown.split(' × ').map(Number)
    expect(width).toBe(height)
    // The square is 90% of the picture's height: 810 of its 900 pixels.
    expect(Math.abs((width ?? 0) - 810)).toBeLessThanOrEqual(2)
    await editor.getByRole('button', { name: 'Save Image' }).click()
    await expect(editor).toBeHidden()
    const edited = page.getByRole('article', { name: /^Edited Photo \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ })
    await expect(edited).toBeVisible()
    const editedTitle = (await edited.getAttribute('aria-label')) ?? ''
    expect(await storedImageSize(page, editedTitle)).toEqual({ width, height, type: 'image/jpeg' })

    // Found by its tag.
    await page.getByLabel('Search').fill('edited')
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(edited).toBeVisible()
    await page.getByLabel('Search').fill('')
    await expect(page.getByRole('article')).toHaveCount(4)

    // Two items deleted together.
    await page.getByRole('checkbox', { name: 'Select Second photo' }).check()
    await page.getByRole('checkbox', { name: 'Select Third photo' }).check()
    await page.getByRole('button', { name: 'Delete Selected' }).click()
    await page.getByRole('alertdialog', { name: 'Delete 2 items?' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('article')).toHaveCount(2)
    await expect(page.getByRole('article', { name: 'Second photo' })).toHaveCount(0)

    // Back up, lose the device's gallery, restore it.
    const backup = page.getByRole('region', { name: 'Cloud Backup' })
    await backup.getByRole('button', { name: 'Backup to Cloud' }).click()
    await expect(backup.getByText('Backup complete: 2 items saved to your private cloud backup.')).toBeVisible()
    await clearDeviceGallery(page)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'No Media Yet' })).toBeVisible()
    await backup.getByRole('button', { name: 'Restore from Cloud' }).click()
    await expect(backup.getByText('Restore complete: 2 items restored to this device.')).toBeVisible()
    await expect(page.getByRole('article', { name: 'Biscuit at the park' })).toBeVisible()
    await expect(edited).toBeVisible()
    expect(await storedImageSize(page, editedTitle)).toEqual({ width, height, type: 'image/jpeg' })
    // The restored items keep their pet: the edited copy took Biscuit from its original.
    await page.getByLabel('Pet', { exact: true }).selectOption({ label: 'Biscuit' })
    await expect(page.getByRole('article')).toHaveCount(2)
    await page.getByRole('button', { name: 'Videos' }).click()
    await expect(page.getByRole('heading', { name: 'No matches found' })).toBeVisible()

    // One cloud copy can go on its own; the device keeps its item.
    await backup.getByRole('button', { name: 'Manage cloud copies' }).click()
    await expect(backup.getByRole('listitem')).toHaveCount(2)
    await expectScreenAccessible(page, 'media (cloud copies)')
    await backup.getByRole('button', { name: 'Delete the cloud copy of Biscuit at the park' }).click()
    await page.getByRole('alertdialog', { name: 'Delete this cloud copy?' }).getByRole('button', { name: 'Delete Copy' }).click()
    await expect(backup.getByRole('listitem')).toHaveCount(1)
    await expect(backup.getByText('Biscuit at the park')).toHaveCount(0)
    await page.getByRole('button', { name: 'All Media' }).click()
    await expect(page.getByRole('article', { name: 'Biscuit at the park' })).toBeVisible()
  })

  test('a file that is no picture is refused by name; a backup names and skips what the server refuses and shows the space used', async ({ page, members }) => {
    await signInAsNewOwner(members, page, 'gallery-bad-file')
    await page.goto('/media')
    await expect(page.getByRole('heading', { name: 'No Media Yet' })).toBeVisible()
    await page.getByLabel('Upload', { exact: true }).setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') })
    await expect(page.getByRole('alert')).toHaveText(
      '“holiday.png” was not added: it is not a JPEG, PNG, WebP or GIF photo or an MP4, WebM or QuickTime video.',
    )
    await expect(page.getByRole('dialog', { name: 'Add to Gallery' })).toHaveCount(0)
    await addPhoto(page, await makeImage('png', { width: 320, height: 240 }), { title: 'Good photo' })

    // A text file stored as a photo before the gallery checked bytes: the server refuses it, the rest goes.
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const store = db.transaction('keyval', 'readwrite').objectStore('keyval')
      const list = await new Promise<unknown[]>((resolve) => {
        const request = store.get('pet_media')
        request.onsuccess = () => resolve((request.result as unknown[] | undefined) ?? [])
      })
      const blob = new Blob(['just some notes'], { type: 'image/png' })
      const item = { id: 'm-1-old', type: 'photo', title: 'old notes.png', tags: [], pet_id: null, created_at: new Date().toISOString(), mime_type: 'image/png', size: blob.size }
      store.put([...list, item], 'pet_media')
      store.put(blob, 'pet_media:m-1-old')
      await new Promise<void>((resolve, reject) => {
        store.transaction.oncomplete = () => resolve()
        store.transaction.onerror = () => reject(store.transaction.error)
      })
      db.close()
    })
    await page.reload()
    await expect(page.getByRole('article')).toHaveCount(2)
    const backup = page.getByRole('region', { name: 'Cloud Backup' })
    await expect(backup.getByText('Cloud backup space: 0 MB of 1,024 MB used.')).toBeVisible()
    await backup.getByRole('button', { name: 'Backup to Cloud' }).click()
    await expect(backup.getByText('Backup finished: 1 item saved to your private cloud backup. 1 item could not be backed up:')).toBeVisible()
    await expect(backup.getByRole('list', { name: 'Items not backed up' })).toHaveText(
      'old notes.png: Only JPEG, PNG, WebP or GIF photos and MP4, WebM or QuickTime videos can be backed up.',
    )
    await expect(backup.getByText('Cloud backup space: less than 0.1 MB of 1,024 MB used.')).toBeVisible()
    await expectScreenAccessible(page, 'media (backup with a skipped item)')
  })

  test('the gallery and the editor pass axe in the dark theme', async ({ page, members }) => {
    await signInAsNewOwner(members, page, 'gallery-dark')
    await page.evaluate(() => localStorage.setItem('userPreferences', JSON.stringify({ theme: 'dark' })))
    await page.goto('/media')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.getByRole('heading', { name: 'No Media Yet' })).toBeVisible()
    await addPhoto(page, await makeImage('jpeg', { width: 800, height: 600 }), { title: 'Night walk', tags: 'evening' })
    await expectScreenAccessible(page, 'media (dark)')
    await page.getByRole('article', { name: 'Night walk' }).getByRole('button', { name: 'Edit Image' }).click()
    await expect(outputSize(page)).toBeVisible()
    await expectScreenAccessible(page, 'image editor (dark)')
    // An editor upload that is not an image is refused with the photo step's text.
    await page
      .getByRole('dialog', { name: 'Image Editor' })
      .getByLabel('Upload Another Image')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
    await expect(page.getByRole('dialog', { name: 'Image Editor' }).getByRole('alert')).toHaveText('Please select an image file')
  })
})
