import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { me } from '../../test/members.ts'
import { LandingPage } from './landing-page.tsx'

const header = () => screen.getByRole('banner')

describe('LandingPage header', () => {
  it('offers Quick Login and Join to a visitor', async () => {
    const fetchSpy = mockFetch({ 'GET /api/session': () => json({ user: null }), 'GET /api/public/stats': () => json({ pets_reunited: 0 }) })
    render(<LandingPage />)
    await expect.poll(() => fetchSpy.mock.calls.length).toBe(2)
    expect(within(header()).getByRole('link', { name: 'Quick Login' }).getAttribute('href')).toBe('/dashboard')
    expect(within(header()).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/signin')
    expect(within(header()).queryByRole('link', { name: 'Open Petfolk' })).toBeNull()
  })

  it('offers a way into the app, not Quick Login or Join, to someone already signed in', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: me }), 'GET /api/public/stats': () => json({ pets_reunited: 0 }) })
    render(<LandingPage />)
    const open = await within(header()).findByRole('link', { name: 'Open Petfolk' })
    expect(open.getAttribute('href')).toBe('/dashboard')
    expect(within(header()).queryByRole('link', { name: 'Quick Login' })).toBeNull()
    expect(within(header()).queryByRole('link', { name: 'Join' })).toBeNull()
  })

  it('leads someone already signed in into the app from the call to action and the footer too', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: me }), 'GET /api/public/stats': () => json({ pets_reunited: 0 }) })
    render(<LandingPage />)
    const main = screen.getByRole('main')
    const footer = screen.getByRole('navigation', { name: 'Footer' })
    expect((await within(main).findByRole('link', { name: 'Open Petfolk' })).getAttribute('href')).toBe('/dashboard')
    expect(within(main).queryByRole('link', { name: 'Join Petfolk' })).toBeNull()
    expect(within(footer).getByRole('link', { name: 'Open Petfolk' }).getAttribute('href')).toBe('/dashboard')
    expect(within(footer).queryByRole('link', { name: 'Sign in' })).toBeNull()
  })

  it('invites a visitor to join from the call to action and to sign in from the footer', async () => {
    const fetchSpy = mockFetch({ 'GET /api/session': () => json({ user: null }), 'GET /api/public/stats': () => json({ pets_reunited: 0 }) })
    render(<LandingPage />)
    await expect.poll(() => fetchSpy.mock.calls.length).toBe(2)
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Join Petfolk' }).getAttribute('href')).toBe('/signin')
    expect(within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin')
  })
})

describe('LandingPage counters', () => {
  it('shows how many pets have been reunited, from the server', async () => {
    mockFetch({ 'GET /api/session': () => json({ user: null }), 'GET /api/public/stats': () => json({ pets_reunited: 1234 }) })
    render(<LandingPage />)
    const figures = within(screen.getByRole('region', { name: 'Petfolk in numbers' }))
    expect(figures.getByText('Pets reunited').nextElementSibling?.textContent).toBe('…')
    await expect.poll(() => figures.getByText('Pets reunited').nextElementSibling?.textContent).toBe('1,234')
  })

  it('keeps the placeholder when the figure cannot be had', async () => {
    const fetchSpy = mockFetch({ 'GET /api/session': () => json({ user: null }), 'GET /api/public/stats': () => json({ error: 'Down' }, 503) })
    render(<LandingPage />)
    await expect.poll(() => fetchSpy.mock.calls.length).toBe(2)
    const figures = within(screen.getByRole('region', { name: 'Petfolk in numbers' }))
    expect(figures.getByText('Pets reunited').nextElementSibling?.textContent).toBe('…')
  })
})
