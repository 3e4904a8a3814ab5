import type { Page } from '@playwright/test'

/*
 * The device gallery as the page keeps it: idb-keyval's default database ('keyval-store', store
 * 'keyval'), the item list under 'pet_media' and each file under 'pet_media:<id>'.
 */

/** The pixel size of the stored file of the gallery item with this title, decoded in the page. */
export function storedImageSize(page: Page, title: string): Promise<{ width: number; height: number; type: string }> {
  return page.evaluate(async (wanted) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const read = (key: string) =>
      new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('keyval').objectStore('keyval').get(key)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    const items = (await read('pet_media')) as Array<{ id: string; title: string }>
    const item = items.find((candidate) => candidate.title === wanted)
    if (!item) throw new Error(`no gallery item titled ${wanted}`)
    const blob = (await read(`pet_media:${item.id}`)) as Blob
    const bitmap = await createImageBitmap(blob)
    db.close()
    return { width: bitmap.width, height: bitmap.height, type: blob.type }
  }, title)
}

/** Empties the device gallery, as a new device (or cleared site data) would have it. */
export function clearDeviceGallery(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction('keyval', 'readwrite')
      transaction.objectStore('keyval').clear()
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => reject(transaction.error)
    })
    db.close()
  })
}
