import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { MediaPage } from './media-page.tsx'
import { NO_MATCHES_TITLE, NO_MEDIA_TITLE, STORAGE_FAILED_MESSAGE, STORAGE_FULL_MESSAGE } from './media-texts.ts'
import { FakeGallery, media, photoFile, renderWithGallery } from './test-helpers.tsx'

const pets = [
  { id: 1, name: 'Biscuit' },
  { id: 2, name: 'Luna' },
]

function gallery() {
  return new FakeGallery([
    media('a', { title: 'Beach day', tags: ['summer', 'sand'], pet_id: 1 }),
    media('b', { title: 'Zoomies', type: 'video', tags: ['park'], pet_id: 2 }),
    media('c', { title: 'Nap time', tags: ['edited'], pet_id: 2 }),
  ])
}

const titles = () => screen.queryAllByRole('article').map((article) => article.getAttribute('aria-label'))

describe('MediaPage', () => {
  // The page's backup panel asks for the cloud backup usage.
  beforeEach(() => {
    mockFetch({ 'GET /api/media-backups/usage': () => json({ used_bytes: 0, quota_bytes: 1024 * 1024 * 1024 }) })
  })

  it('filters by type and pet, searches titles and tags, and says when nothing matches', async () => {
    const user = userEvent.setup()
    renderWithGallery(<MediaPage pets={pets} />, gallery())
    await screen.findByRole('article', { name: 'Beach day' })
    expect(titles()).toEqual(['Beach day', 'Zoomies', 'Nap time'])

    await user.click(screen.getByRole('button', { name: 'Photos' }))
    expect(titles()).toEqual(['Beach day', 'Nap time'])
    expect(screen.getByRole('button', { name: 'Photos' }).getAttribute('aria-pressed')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Videos' }))
    expect(titles()).toEqual(['Zoomies'])
    // Edit Image is for photos only.
    expect(within(screen.getByRole('article', { name: 'Zoomies' })).queryByRole('button', { name: 'Edit Image' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'All Media' }))

    await user.selectOptions(screen.getByLabelText('Pet'), 'Luna')
    expect(titles()).toEqual(['Zoomies', 'Nap time'])
    await user.selectOptions(screen.getByLabelText('Pet'), 'All Pets')

    await user.type(screen.getByLabelText('Search'), 'BEACH')
    expect(titles()).toEqual(['Beach day'])
    await user.clear(screen.getByLabelText('Search'))
    await user.type(screen.getByLabelText('Search'), 'edit')
    expect(titles()).toEqual(['Nap time'])

    await user.clear(screen.getByLabelText('Search'))
    await user.type(screen.getByLabelText('Search'), 'no such thing')
    expect(screen.getByRole('heading', { name: NO_MATCHES_TITLE })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(titles()).toHaveLength(3)
  })

  it('shows No Media Yet and the storage used when the gallery is empty', async () => {
    renderWithGallery(<MediaPage pets={pets} />, new FakeGallery())
    expect(await screen.findByRole('heading', { name: NO_MEDIA_TITLE })).toBeTruthy()
    const usage = () => screen.getByText(/Gallery on this device:/).closest('p')?.textContent
    expect(usage()).toContain('Gallery on this device: 0 bytes in 0 items.')
    // The browser's estimate, where it gives one.
    await waitFor(() => expect(usage()).toContain('This site uses 5.0 MB of 100.0 MB the browser allows (5%).'))
  })

  it('switches between grid and list', async () => {
    const user = userEvent.setup()
    renderWithGallery(<MediaPage pets={pets} />, gallery())
    await screen.findByRole('article', { name: 'Beach day' })
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'List' }))
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('false')
    expect(titles()).toHaveLength(3)
  })

  it('deletes the checked items together with Delete Selected and keeps the rest', async () => {
    const user = userEvent.setup()
    const store = gallery()
    renderWithGallery(<MediaPage pets={pets} />, store)
    await screen.findByRole('article', { name: 'Beach day' })
    const deleteSelected = screen.getByRole('button', { name: 'Delete Selected' })
    expect((deleteSelected as HTMLButtonElement).disabled).toBe(true)

    await user.click(screen.getByRole('checkbox', { name: 'Select Beach day' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Zoomies' }))
    expect(screen.getByText('2 selected')).toBeTruthy()
    await user.click(deleteSelected)
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 2 items?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(titles()).toEqual(['Nap time']))
    expect(store.items.map((item) => item.id)).toEqual(['c'])
    expect(screen.getByText('0 selected')).toBeTruthy()
  })

  it('adds an uploaded file with a title, tags and a pet', async () => {
    const user = userEvent.setup()
    const store = new FakeGallery([media('a', { title: 'Beach day' })])
    renderWithGallery(<MediaPage pets={pets} />, store)
    await screen.findByRole('article', { name: 'Beach day' })

    await user.upload(screen.getByLabelText('Upload'), photoFile('garden.png', 'image/png', 'fresh'))
    const dialog = await screen.findByRole('dialog', { name: 'Add to Gallery' })
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe('garden.png')
    await user.clear(within(dialog).getByLabelText(/Title/))
    await user.type(within(dialog).getByLabelText(/Title/), 'In the garden')
    await user.type(within(dialog).getByLabelText('Tags'), 'garden, sunny, garden')
    await user.selectOptions(within(dialog).getByLabelText('Pet'), 'Luna')
    await user.click(within(dialog).getByRole('button', { name: 'Add to Gallery' }))

    await screen.findByRole('article', { name: 'In the garden' })
    expect(store.items[1]).toMatchObject({ title: 'In the garden', tags: ['garden', 'sunny'], pet_id: 2, type: 'photo', mime_type: 'image/png', size: 13 })
    expect(store.items[1]?.id).toMatch(/^m-/)
  })

  it('says clearly when the device is full and keeps every item already stored', async () => {
    const user = userEvent.setup()
    const store = gallery()
    store.refuseWrites = 'full'
    renderWithGallery(<MediaPage pets={pets} />, store)
    await screen.findByRole('article', { name: 'Beach day' })

    await user.upload(screen.getByLabelText('Take Photo'), photoFile('big.jpg', 'image/jpeg', 'x'.repeat(1000)))
    const dialog = await screen.findByRole('dialog', { name: 'Add to Gallery' })
    await user.click(within(dialog).getByRole('button', { name: 'Add to Gallery' }))

    expect((await within(dialog).findByRole('alert')).textContent).toBe(STORAGE_FULL_MESSAGE)
    // What was typed stays, so the owner can try again after making room.
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe('big.jpg')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('alert').textContent).toContain(STORAGE_FULL_MESSAGE)
    expect(store.items.map((item) => item.id)).toEqual(['a', 'b', 'c'])
    expect(titles()).toEqual(['Beach day', 'Zoomies', 'Nap time'])
  })

  it('reports any other refused write too, without losing items', async () => {
    const user = userEvent.setup()
    const store = gallery()
    store.refuseWrites = 'failed'
    renderWithGallery(<MediaPage pets={pets} />, store)
    await screen.findByRole('article', { name: 'Beach day' })
    await user.click(screen.getByRole('checkbox', { name: 'Select Nap time' }))
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect((await screen.findByRole('alert')).textContent).toContain(STORAGE_FAILED_MESSAGE)
    expect(titles()).toEqual(['Beach day', 'Zoomies', 'Nap time'])
  })

  it('refuses a file that is neither a photo nor a video', async () => {
    const user = userEvent.setup({ applyAccept: false })
    renderWithGallery(<MediaPage pets={pets} />, new FakeGallery())
    await screen.findByRole('heading', { name: NO_MEDIA_TITLE })
    await user.upload(screen.getByLabelText('Upload'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“notes.pdf” was not added: it is not a JPEG, PNG, WebP or GIF photo or an MP4, WebM or QuickTime video.',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('judges an added file by its bytes: a text file named .png is refused by name, a real PNG without a type is taken', async () => {
    const user = userEvent.setup()
    const store = new FakeGallery()
    renderWithGallery(<MediaPage pets={pets} />, store)
    await screen.findByRole('heading', { name: NO_MEDIA_TITLE })
    await user.upload(screen.getByLabelText('Upload'), new File(['just some notes, not a picture'], 'holiday.png', { type: 'image/png' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“holiday.png” was not added: it is not a JPEG, PNG, WebP or GIF photo or an MP4, WebM or QuickTime video.',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(store.items).toEqual([])

    await user.upload(screen.getByLabelText('Upload'), photoFile('scan.png', 'image/png'))
    const dialog = await screen.findByRole('dialog', { name: 'Add to Gallery' })
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Add to Gallery' }))
    await screen.findByRole('article', { name: 'scan.png' })
    expect(store.items[0]).toMatchObject({ type: 'photo', mime_type: 'image/png' })
  })
})
