import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MediaBackup } from '@petfolk/contract/media'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { BackupPanel } from './backup-panel.tsx'
import { STORAGE_FULL_MESSAGE } from './media-texts.ts'
import { FakeGallery, media, renderWithGallery } from './test-helpers.tsx'

function backup(id: number, clientId: string, overrides: Partial<MediaBackup> = {}): MediaBackup {
  return {
    id,
    client_id: clientId,
    type: 'photo',
    title: `Item ${clientId}`,
    tags: [],
    pet_id: null,
    mime_type: 'image/jpeg',
    size: `bytes of ${clientId}`.length,
    created_at: '2026-05-01T10:00:00.000Z',
    backed_up_at: '2026-05-02T10:00:00.000Z',
    ...overrides,
  }
}

describe('BackupPanel', () => {
  it('backs up only what the cloud lacks and says how it went', async () => {
    const user = userEvent.setup()
    const spy = mockFetch({
      'GET /api/media-backups': () => json([backup(1, 'a')]),
      'POST /api/media-backups': () => json(backup(2, 'b'), 201),
    })
    renderWithGallery(<BackupPanel />, new FakeGallery([media('a'), media('b', { tags: ['park'] })]))
    await user.click(screen.getByRole('button', { name: 'Backup to Cloud' }))
    expect(await screen.findByText('Backup complete: 1 item saved to your private cloud backup, 1 already up to date.')).toBeTruthy()
    const posts = spy.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts).toHaveLength(1)
    const form = posts[0]?.[1]?.body
    expect(form instanceof FormData ? [form.get('client_id'), form.get('tags'), form.get('pet_id')] : null).toEqual(['b', '["park"]', ''])
  })

  it('restores the items this device lacks, with their details', async () => {
    const user = userEvent.setup()
    mockFetch({
      'GET /api/media-backups': () => json([backup(1, 'a'), backup(2, 'b', { title: 'Beach', tags: ['summer'], pet_id: 3 })]),
      'GET /api/media-backups/2/file': () => new Response(new Blob(['bytes of b'], { type: 'image/jpeg' })),
    })
    const store = new FakeGallery([media('a')])
    renderWithGallery(<BackupPanel />, store)
    await user.click(screen.getByRole('button', { name: 'Restore from Cloud' }))
    expect(await screen.findByText('Restore complete: 1 item restored to this device.')).toBeTruthy()
    expect(store.items.map(({ blob: _blob, ...item }) => item)).toEqual([
      expect.objectContaining({ id: 'a' }),
      { id: 'b', type: 'photo', title: 'Beach', tags: ['summer'], pet_id: 3, created_at: '2026-05-01T10:00:00.000Z', mime_type: 'image/jpeg', size: 10 },
    ])
  })

  it('stops a restore cleanly when the device is full, keeping what was there', async () => {
    const user = userEvent.setup()
    mockFetch({
      'GET /api/media-backups': () => json([backup(2, 'b')]),
      'GET /api/media-backups/2/file': () => new Response(new Blob(['bytes of b'], { type: 'image/jpeg' })),
    })
    const store = new FakeGallery([media('a')])
    store.refuseWrites = 'full'
    renderWithGallery(<BackupPanel />, store)
    await user.click(screen.getByRole('button', { name: 'Restore from Cloud' }))
    expect(await screen.findByText(STORAGE_FULL_MESSAGE)).toBeTruthy()
    expect(store.items.map((item) => item.id)).toEqual(['a'])
  })

  it('skips and names the items the server refuses, and backs up the rest', async () => {
    const user = userEvent.setup()
    let posts = 0
    const spy = mockFetch({
      'GET /api/media-backups': () => json([]),
      'POST /api/media-backups': () => {
        posts += 1
        if (posts === 2) return json({ error: 'Only JPEG, PNG, WebP or GIF photos and MP4, WebM or QuickTime videos can be backed up.' }, 415)
        return json(backup(posts, `item-${posts}`), 201)
      },
    })
    renderWithGallery(<BackupPanel />, new FakeGallery([media('a', { title: 'Beach' }), media('b', { title: 'notes.png' }), media('c', { title: 'Park' })]))
    await user.click(screen.getByRole('button', { name: 'Backup to Cloud' }))
    expect(await screen.findByText('Backup finished: 2 items saved to your private cloud backup. 1 item could not be backed up:')).toBeTruthy()
    const skipped = screen.getByRole('list', { name: 'Items not backed up' })
    expect(skipped.textContent).toBe('notes.png: Only JPEG, PNG, WebP or GIF photos and MP4, WebM or QuickTime videos can be backed up.')
    const sent = spy.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => (init?.body instanceof FormData ? init.body.get('client_id') : null))
    expect(sent).toEqual(['a', 'b', 'c'])
  })

  it('stops, saying why, when the server cannot take any backup', async () => {
    const user = userEvent.setup()
    const spy = mockFetch({
      'GET /api/media-backups': () => json([]),
      'POST /api/media-backups': () => json({ error: 'Server unavailable.' }, 503),
    })
    renderWithGallery(<BackupPanel />, new FakeGallery([media('a'), media('b')]))
    await user.click(screen.getByRole('button', { name: 'Backup to Cloud' }))
    expect(await screen.findByText('Server unavailable.')).toBeTruthy()
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1)
  })

  it('shows how much of the backup space is used, and again after a backup', async () => {
    const user = userEvent.setup()
    let used = 12.5 * 1024 * 1024
    mockFetch({
      'GET /api/media-backups/usage': () => json({ used_bytes: used, quota_bytes: 1024 * 1024 * 1024 }),
      'GET /api/media-backups': () => json([]),
      'POST /api/media-backups': () => {
        used += 1000 * 1024 * 1024
        return json(backup(1, 'a'), 201)
      },
    })
    renderWithGallery(<BackupPanel />, new FakeGallery([media('a')]))
    expect(await screen.findByText('Cloud backup space: 13 MB of 1,024 MB used.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Backup to Cloud' }))
    expect(await screen.findByText('Cloud backup space: 1,013 MB of 1,024 MB used.')).toBeTruthy()
  })

  it('lists the cloud copies on request and deletes one after asking, keeping the device item', async () => {
    const user = userEvent.setup()
    let copies = [backup(1, 'a', { title: 'Park day', size: 2048 }), backup(2, 'b', { title: 'Beach', type: 'video' })]
    const spy = mockFetch({
      'GET /api/media-backups': () => json(copies),
      'DELETE /api/media-backups/1': () => {
        copies = copies.filter((copy) => copy.id !== 1)
        return new Response(null, { status: 204 })
      },
    })
    const store = new FakeGallery([media('a')])
    renderWithGallery(<BackupPanel />, store)
    // The list is not asked for until the owner opens it.
    const listCalls = () => spy.mock.calls.filter(([input]) => String(input).startsWith('/api/media-backups?') || String(input) === '/api/media-backups')
    expect(listCalls()).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Manage cloud copies' }))
    expect(await screen.findByText('Park day')).toBeTruthy()
    expect(screen.getByText(/^2\.0 KB · backed up /)).toBeTruthy()
    expect(listCalls().length).toBeGreaterThan(0)

    await user.click(screen.getByRole('button', { name: 'Delete the cloud copy of Park day' }))
    expect(await screen.findByText('The backup of “Park day” will be deleted from Petfolk’s server. The item on this device stays.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Delete Copy' }))
    await waitFor(() => expect(screen.queryByText('Park day')).toBeNull())
    expect(screen.getByText('Beach')).toBeTruthy()
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1)
    expect(store.items.map((item) => item.id)).toEqual(['a'])
  })

  it('keeps the copy when the delete fails', async () => {
    const user = userEvent.setup()
    const spy = mockFetch({
      'GET /api/media-backups': () => json([backup(1, 'a', { title: 'Park day' })]),
      'DELETE /api/media-backups/1': () => json({ error: 'Server unavailable.' }, 503),
    })
    renderWithGallery(<BackupPanel />, new FakeGallery([]))
    await user.click(screen.getByRole('button', { name: 'Manage cloud copies' }))
    await user.click(await screen.findByRole('button', { name: 'Delete the cloud copy of Park day' }))
    await user.click(screen.getByRole('button', { name: 'Delete Copy' }))
    await waitFor(() => expect(spy.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1))
    // Once the answer is in, the dialog stays for another try and the copy stays listed.
    expect(await screen.findByRole('alertdialog', { name: 'Delete this cloud copy?' })).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('Deleting...')).toBeNull())
    expect(screen.getByRole('button', { name: 'Delete Copy' })).toBeTruthy()
    expect(screen.getByText('Park day')).toBeTruthy()
  })
})
