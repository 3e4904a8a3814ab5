import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { FlyerPage } from './flyer-page.tsx'
import { qrCodeSvg } from '../shared/qr-code.ts'
import { lostPet, me, renderAt } from '../shared/test-helpers.tsx'
import { json, mockFetch } from '../../../test/fetch-mock.ts'

describe('FlyerPage', () => {
  it('shows the pet, where it was last seen, the contact, a Print button and a QR code image of the live report', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/lost-pets/7': () => json({ ...lostPet(7), show_contact_phone: true }),
    })
    renderAt('/lost-pets/:id/flyer', '/lost-pets/7/flyer', <FlyerPage />)
    expect(await screen.findByRole('heading', { name: 'Biscuit' })).toBeTruthy()
    expect(screen.getByText('MISSING')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Photo of Biscuit' }).getAttribute('src')).toBe('/uploads/b1/b15c0117a2e94d38c6f0a7b5e3d1c9f2.jpg')
    expect(screen.getByText('White tip on the tail')).toBeTruthy()
    expect(screen.getByText(/Zilker Park playground, Austin, Texas 78704/)).toBeTruthy()
    expect(screen.getByRole('link', { name: '555-0142' }).getAttribute('href')).toBe('tel:5550142')
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy()

    const qr = screen.getByRole('img', { name: /QR code/ })
    const src = qr.getAttribute('src') ?? ''
    expect(src.startsWith('data:image/svg+xml')).toBe(true)
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1))
    expect(svg).toBe(qrCodeSvg(`${window.location.origin}/lost/7`))
    expect(svg).toMatch(/<path fill="#000" d="M\d/)
  })

  it('says so when the report does not exist', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/lost-pets/8': () => json({ error: 'Lost pet report not found' }, 404),
    })
    renderAt('/lost-pets/:id/flyer', '/lost-pets/8/flyer', <FlyerPage />)
    expect(await screen.findByText('Lost pet report not found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Lost Pets' })).toBeTruthy()
  })
})

describe('qrCodeSvg', () => {
  it('draws different codes for different reports', () => {
    expect(qrCodeSvg('https://petfolk.example/lost-pets?report=1')).not.toBe(qrCodeSvg('https://petfolk.example/lost-pets?report=2'))
  })
})

describe('FlyerPage with a private phone', () => {
  it('leaves the phone and the e-mail off the flyer when the reporter keeps the phone private', async () => {
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/lost-pets/7': () => json({ ...lostPet(7), show_contact_phone: false, contact_email: 'owner@example.com' }),
    })
    renderAt('/lost-pets/:id/flyer', '/lost-pets/7/flyer', <FlyerPage />)
    expect(await screen.findByRole('heading', { name: 'Biscuit' })).toBeTruthy()
    expect(screen.queryByText('555-0142')).toBeNull()
    expect(screen.queryByText('owner@example.com')).toBeNull()
  })
})
