import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { SharedHealthRecordPage } from './shared-health-record-page.tsx'
import { biscuitRecord } from './test-fixtures.ts'
import { renderAt } from './render-at.tsx'

const TOKEN = 'b'.repeat(43)
const signedOut = () => json({ user: null })

describe('SharedHealthRecordPage', () => {
  it('shows the record read-only, with when the link stops working', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      [`GET /api/shared/health-records/${TOKEN}`]: () => json({ ...biscuitRecord, expires_at: '2026-06-08T12:00:00.000Z' }),
    })
    renderAt('/shared/health-records/:token', `/shared/health-records/${TOKEN}`, <SharedHealthRecordPage />)
    const document = await screen.findByRole('article', { name: 'Biscuit' })
    // Once under Due Dates, once in the Medical Records table.
    expect(within(document).getAllByText('Rabies booster')).toHaveLength(2)
    expect(screen.getByText(/Shared by the pet’s owner, read-only/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Revoke|Create Share Link|Edit/ })).toBeNull()
  })

  it('says the link has expired or was revoked on 404', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      [`GET /api/shared/health-records/${TOKEN}`]: () => json({ error: 'This health record link has expired or was revoked.' }, 404),
    })
    renderAt('/shared/health-records/:token', `/shared/health-records/${TOKEN}`, <SharedHealthRecordPage />)
    expect(await screen.findByRole('heading', { name: 'This link has expired or was revoked' })).toBeTruthy()
  })
})
