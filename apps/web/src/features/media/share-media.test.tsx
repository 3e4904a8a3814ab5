import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import type { MediaBackup } from '@petfolk/contract/media'
import { json, mockFetch, pageOf } from '../../test/fetch-mock.ts'
import { MediaPage } from './media-page.tsx'
import { URL_COPIED } from './media-texts.ts'
import { FakeGallery, media, renderWithGallery } from './test-helpers.tsx'

const SHARE_URL = 'http://localhost/api/shared/media/7.1780000000.abcdefghijklmnop.signature'
const backupOfBeach: MediaBackup = {
  id: 7,
  client_id: 'a',
  type: 'photo',
  title: 'Beach day',
  tags: [],
  pet_id: null,
  mime_type: 'image/jpeg',
  size: 10,
  created_at: '2026-05-01T10:00:00.000Z',
  backed_up_at: '2026-05-02T10:00:00.000Z',
}

function renderGallery() {
  const user = userEvent.setup()
  renderWithGallery(
    <>
      <MediaPage pets={[]} />
      <Toaster />
    </>,
    new FakeGallery([media('a', { title: 'Beach day' })]),
  )
  return user
}

async function clickShare(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('article', { name: 'Beach day' })
  const button = within(card).getByRole('button', { name: 'Share' })
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
  await user.click(button)
}

/** The device's share sheet, as a phone has it (jsdom has none). */
function stubShareSheet(canShareFiles: boolean) {
  const share = vi.fn((_data: ShareData) => Promise.resolve())
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
  Object.defineProperty(navigator, 'canShare', { value: (data: ShareData) => canShareFiles && Boolean(data.files?.length), configurable: true })
  return share
}

describe('Share in the media gallery', () => {
  beforeEach(() => {
    // jsdom makes no object URLs; the card needs one to show the item and enable its buttons.
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/item-a')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share')
    Reflect.deleteProperty(navigator, 'canShare')
  })

  it('shares the file itself where the device can share files, asking the server nothing', async () => {
    const share = stubShareSheet(true)
    const fetchSpy = mockFetch({ 'GET /api/media-backups/usage': () => json({ used_bytes: 0, quota_bytes: 1024 }) })
    const user = renderGallery()
    await clickShare(user)

    await waitFor(() => expect(share).toHaveBeenCalledTimes(1))
    const data = share.mock.calls[0]?.[0]
    expect(data?.files).toHaveLength(1)
    expect(data?.files?.[0]?.name).toBe('Beach day.jpg')
    expect(data?.files?.[0]?.type).toBe('image/jpeg')
    expect(data?.url).toBeUndefined()
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/api/media-backups?') || String(url).includes('share-link'))).toBe(false)
  })

  it('copies a time-limited link to the cloud copy where the device cannot share files, never the tab-only blob: address', async () => {
    stubShareSheet(false)
    const linkRequests: string[] = []
    mockFetch({
      'GET /api/media-backups/usage': () => json({ used_bytes: 10, quota_bytes: 1024 }),
      'GET /api/media-backups': ({ url }) => pageOf([{ ...backupOfBeach, id: 3, client_id: 'other' }, backupOfBeach], url),
      'POST /api/media-backups/7/share-link': ({ url }) => {
        linkRequests.push(url.pathname)
        return json({ url: SHARE_URL, expires_at: '2026-06-08T12:00:00.000Z' }, 201)
      },
    })
    const user = renderGallery()
    await clickShare(user)

    expect(await screen.findByText(URL_COPIED)).toBeTruthy()
    expect(screen.getByText('Anyone with the link can open this photo until June 8, 2026. Deleting its cloud copy stops the link.')).toBeTruthy()
    expect(await navigator.clipboard.readText()).toBe(SHARE_URL)
    expect(linkRequests).toEqual(['/api/media-backups/7/share-link'])
  })

  it('says plainly that a photo without a cloud copy lives on this device, and offers Download', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const fetchSpy = mockFetch({
      'GET /api/media-backups/usage': () => json({ used_bytes: 0, quota_bytes: 1024 }),
      'GET /api/media-backups': ({ url }) => pageOf([{ ...backupOfBeach, client_id: 'some-other-item' }], url),
    })
    const user = renderGallery()
    await navigator.clipboard.writeText('untouched')
    await clickShare(user)

    const dialog = await screen.findByRole('dialog', { name: 'Share as a file' })
    expect(
      within(dialog).getByText(
        'This photo lives only on this device, so there is no link someone else could open. Download it and send the file instead, or back it up to share a link.',
      ),
    ).toBeTruthy()
    expect(await navigator.clipboard.readText()).toBe('untouched')
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('share-link'))).toBe(false)

    await user.click(within(dialog).getByRole('button', { name: 'Download' }))
    expect(click).toHaveBeenCalledTimes(1)
    const link = click.mock.contexts[0] as HTMLAnchorElement
    expect(link.download).toBe('Beach day.jpg')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
