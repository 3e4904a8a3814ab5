import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { ConfirmEmailPage } from './confirm-email-page.tsx'
import { renderAt } from '../shared/test-helpers.tsx'
import { json, mockFetch } from '../../../test/fetch-mock.ts'

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv'

afterEach(() => vi.unstubAllGlobals())

describe('the confirmation link e-mailed to a visitor', () => {
  it('confirms once and offers the conversation', async () => {
    const posted: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'POST /api/public/lost-pets/7/confirm-email': ({ body }) => {
        posted.push(body)
        return json({ link: '/lost/7/messages/ZyXwVuTsRqPoNmLkJiHgFe', pet_name: 'Biscuit' })
      },
    })
    renderAt('/lost/:id/confirm/:token', `/lost/7/confirm/${TOKEN}`, <ConfirmEmailPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mail is confirmed' })).toBeTruthy()
    expect(screen.getByText('Replies about Biscuit will now be e-mailed to you.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe('/lost/7/messages/ZyXwVuTsRqPoNmLkJiHgFe')
    await waitFor(() => expect(posted).toEqual([{ token: TOKEN }]))
  })

  it('says so when the link does not work, and sends nothing for a malformed one', async () => {
    const spy = mockFetch({
      'GET /api/session': () => json({ user: null }),
      'POST /api/public/lost-pets/7/confirm-email': () => json({ error: 'This confirmation link does not work.' }, 404),
    })
    renderAt('/lost/:id/confirm/:token', `/lost/7/confirm/${TOKEN}`, <ConfirmEmailPage />)
    expect(await screen.findByRole('heading', { name: 'This confirmation link does not work' })).toBeTruthy()
    spy.mockClear()
    renderAt('/lost/:id/confirm/:token', '/lost/7/confirm/short', <ConfirmEmailPage />)
    expect((await screen.findAllByRole('heading', { name: 'This confirmation link does not work' })).length).toBe(2)
    expect(spy.mock.calls.filter(([input]) => String(input).includes('confirm-email'))).toHaveLength(0)
  })
})
