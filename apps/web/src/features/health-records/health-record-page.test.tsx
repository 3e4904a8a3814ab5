import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type { CreatedShareLink, ShareLink } from '@petfolk/contract/health-records'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { HealthRecordPage } from './health-record-page.tsx'
import { biscuitRecord } from './test-fixtures.ts'
import { renderAt } from './render-at.tsx'

const me = { id: 7, email: 'owner@example.com', name: 'Olive Owner', picture: null }
const TOKEN = 'a'.repeat(43)

function renderPage(routes: Parameters<typeof mockFetch>[0], path = '/pets/3/health-record') {
  mockFetch({ 'GET /api/session': () => json({ user: me }), ...routes })
  return renderAt('/pets/:id/health-record', path, <HealthRecordPage />)
}

describe('HealthRecordPage', () => {
  it('shows pet details, due dates (overdue first), medical records and vets, and prints', async () => {
    const print = vi.fn()
    Object.defineProperty(window, 'print', { value: print, configurable: true })
    const { user } = renderPage({
      'GET /api/pets/3/health-record': () => json(biscuitRecord),
      'GET /api/pets/3/share-links': () => json([]),
    })
    const document = await screen.findByRole('article', { name: 'Biscuit' })
    expect(within(document).getByText('Spayed/Neutered').nextElementSibling?.textContent).toBe('Yes')
    const due = within(document).getByRole('heading', { name: 'Due Dates' }).parentElement as HTMLElement
    // The overdue one leads, marked as such; the one still ahead follows.
    expect(within(due).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'DewormingOverdue · was due Apr 1, 2020',
      'Rabies boosterDue May 1, 2099',
    ])
    const table = within(document).getByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByText('Drontal · 1 tablet')).toBeTruthy()
    expect(within(document).getByRole('link', { name: '(555) 010-2030' }).getAttribute('href')).toBe('tel:5550102030')
    expect(screen.getByRole('link', { name: 'Back to Pet' }).getAttribute('href')).toBe('/pets/3')
    await user.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('lists an overdue record instead of saying nothing is due', async () => {
    const overdueOnly = { ...biscuitRecord, medical_records: biscuitRecord.medical_records.filter((r) => r.title === 'Deworming') }
    renderPage({
      'GET /api/pets/3/health-record': () => json(overdueOnly),
      'GET /api/pets/3/share-links': () => json([]),
    })
    const document = await screen.findByRole('article', { name: 'Biscuit' })
    const due = within(document).getByRole('heading', { name: 'Due Dates' }).parentElement as HTMLElement
    expect(within(due).queryByText('Nothing due.')).toBeNull()
    expect(within(due).getByText('Overdue · was due Apr 1, 2020')).toBeTruthy()
  })

  it('creates a link (shown once, copyable), lists it without its address and revokes it', async () => {
    let links: ShareLink[] = []
    const created: CreatedShareLink = {
      id: 21, pet_id: 3, label: 'Dr. Lee', created_at: '2026-06-01T12:00:00.000Z', expires_at: '2026-06-08T12:00:00.000Z',
      url: `http://localhost/shared/health-records/${TOKEN}`,
    }
    const sent: unknown[] = []
    const { user } = renderPage({
      'GET /api/pets/3/health-record': () => json(biscuitRecord),
      'GET /api/pets/3/share-links': () => json(links),
      'POST /api/pets/3/share-links': ({ body }) => {
        sent.push(body)
        const { url: _url, ...link } = created
        links = [link]
        return json(created, 201)
      },
      'DELETE /api/share-links/21': () => {
        links = []
        return new Response(null, { status: 204 })
      },
    })
    const panel = await screen.findByRole('region', { name: 'Share with a Vet' })
    expect(await within(panel).findByText('No active links.')).toBeTruthy()
    await user.type(within(panel).getByLabelText(/Who is it for/), 'Dr. Lee')
    await user.click(within(panel).getByRole('button', { name: 'Create Share Link' }))
    expect(sent).toEqual([{ label: 'Dr. Lee' }])
    const url = (await within(panel).findByLabelText('New share link')) as HTMLInputElement
    expect(url.value).toBe(created.url)
    await user.click(within(panel).getByRole('button', { name: 'Copy Link' }))
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(created.url)

    const list = await within(panel).findByRole('list', { name: 'Active share links' })
    expect(within(list).getByText('Dr. Lee')).toBeTruthy()
    expect(list.textContent).not.toContain(TOKEN)

    await user.click(within(list).getByRole('button', { name: 'Revoke Dr. Lee' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Revoke this link?' })).getByRole('button', { name: 'Revoke' }))
    expect(await within(panel).findByText('No active links.')).toBeTruthy()
    await waitFor(() => expect(within(panel).queryByLabelText('New share link')).toBeNull())
  })

  it('says when the pet is not found', async () => {
    renderPage({ 'GET /api/pets/9/health-record': () => json({ error: 'Pet not found' }, 404) }, '/pets/9/health-record')
    expect(await screen.findByRole('heading', { name: 'Pet not found' })).toBeTruthy()
  })
})
