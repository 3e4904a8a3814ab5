import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast as sonner, Toaster } from 'sonner'
import type { OwnerRelayThread, RelayMessage, VisitorRelayThread } from '@petfolk/contract/lost-found/relay'
import { PublicReportPage } from '../reports/public-report-page.tsx'
import { VisitorThreadPage } from './visitor-thread-page.tsx'
import { me, publicLostPet, renderAt } from '../shared/test-helpers.tsx'
import { json, mockFetch } from '../../../test/fetch-mock.ts'

// The spam check's solving is the browser's work (api/proof.ts); here it answers at once.
vi.mock('../shared/api/proof.ts', () => ({ visitorProof: () => Promise.resolve('solved-proof'), useProofAhead: () => undefined }))

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv'

function message(id: number, from: RelayMessage['from'], body: string): RelayMessage {
  return { id, from, body, created_at: `2026-11-21T1${id}:00:00.000Z` }
}

function renderReport() {
  return renderAt(
    '/lost/:id',
    '/lost/7',
    <>
      <PublicReportPage />
      <Toaster />
    </>,
  )
}

afterEach(() => {
  sonner.dismiss()
  vi.unstubAllGlobals()
})

describe('Message the owner, on the public report page', () => {
  function serve(post: (body: unknown) => Response) {
    const posted: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/public/lost-pets/7': () => json(publicLostPet(7)),
      'GET /api/public/lost-pets/7/sightings': () => json([]),
      'POST /api/lost-pets/7/messages': ({ body }) => {
        posted.push(body)
        return post(body)
      },
    })
    return posted
  }

  it('sends nothing until name, e-mail and message are right, then sends them and offers the conversation', async () => {
    const posted = serve(() => json({ link: `/lost/7/messages/${TOKEN}` }, 201))
    renderReport()
    expect(await screen.findByText('Bob Rivera has not shared a phone number here. Report a sighting or send a message, and they are told at once.')).toBeTruthy()
    await userEvent.click(await screen.findByRole('button', { name: 'Message the owner' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Message Bob Rivera' }))
    expect(dialog.getByText(/Bob Rivera does not see your e-mail address, and you do not see theirs/)).toBeTruthy()

    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }))
    expect(await dialog.findByText('Your name is required.')).toBeTruthy()
    expect(dialog.getByText('Your e-mail is required.')).toBeTruthy()
    expect(dialog.getByText('Message is required.')).toBeTruthy()
    await userEvent.type(dialog.getByLabelText(/Your e-mail/), 'not-an-address')
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }))
    expect(await dialog.findByText('Your e-mail must be an e-mail address.')).toBeTruthy()
    expect(posted).toEqual([])

    await userEvent.type(dialog.getByLabelText(/Your name/), 'Jo')
    await userEvent.clear(dialog.getByLabelText(/Your e-mail/))
    await userEvent.type(dialog.getByLabelText(/Your e-mail/), 'jo@example.net')
    await userEvent.type(dialog.getByLabelText(/Message/), 'Seen by the bakery.')
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }))

    expect(await dialog.findByText('Message sent.')).toBeTruthy()
    expect(posted).toEqual([{ name: 'Jo', email: 'jo@example.net', message: 'Seen by the bakery.', proof: 'solved-proof' }])
    expect(dialog.getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe(`/lost/7/messages/${TOKEN}`)
    expect(await screen.findByText('Thank you. Bob Rivera has been told about your message.')).toBeTruthy()
  })

  it("shows the server's sentence when it refuses, keeping what was typed", async () => {
    serve(() => json({ error: 'Too many requests. Please wait 10 minutes and try again.' }, 429))
    renderReport()
    await userEvent.click(await screen.findByRole('button', { name: 'Message the owner' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/Your name/), 'Jo')
    await userEvent.type(dialog.getByLabelText(/Your e-mail/), 'jo@example.net')
    await userEvent.type(dialog.getByLabelText(/Message/), 'Seen by the bakery.')
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }))
    expect(await dialog.findByText('Too many requests. Please wait 10 minutes and try again.')).toBeTruthy()
    expect((dialog.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('Seen by the bakery.')
  })
})

describe('the owner’s messages on their report', () => {
  it('lists each conversation by the sender’s name and sends a reply, which joins it', async () => {
    let threads: OwnerRelayThread[] = [
      { id: 3, visitor_name: 'Jo Finder', created_at: '2026-11-21T11:00:00.000Z', last_message_at: '2026-11-21T11:00:00.000Z', messages: [message(1, 'visitor', 'Seen by the bakery.')] },
    ]
    const replies: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: me }),
      'GET /api/public/lost-pets/7': () => json(publicLostPet(7)),
      'GET /api/public/lost-pets/7/sightings': () => json([]),
      'GET /api/lost-pets/7/sightings': () => json([]),
      'GET /api/lost-pets/7/messages': () => json(threads),
      'POST /api/lost-pets/7/messages/3': ({ body }) => {
        replies.push(body)
        const reply = message(2, 'owner', (body as { message: string }).message)
        threads = [{ ...(threads[0] as OwnerRelayThread), messages: [...(threads[0]?.messages ?? []), reply] }]
        return json(reply, 201)
      },
    })
    renderReport()
    const section = within(await screen.findByRole('region', { name: 'Messages (1)' }))
    const thread = within(section.getByRole('article', { name: 'From Jo Finder' }))
    expect(thread.getByText('Seen by the bakery.')).toBeTruthy()
    // The owner does not message themselves.
    expect(screen.queryByRole('button', { name: 'Message the owner' })).toBeNull()

    await userEvent.click(thread.getByRole('button', { name: 'Send Reply' }))
    expect(await thread.findByText('Message is required.')).toBeTruthy()
    await userEvent.type(thread.getByLabelText(/Reply to Jo Finder/), 'Thank you! Which bakery?')
    await userEvent.click(thread.getByRole('button', { name: 'Send Reply' }))
    await waitFor(() => expect(replies).toEqual([{ message: 'Thank you! Which bakery?' }]))
    expect(await thread.findByText('Thank you! Which bakery?')).toBeTruthy()
    expect(thread.getByText('You')).toBeTruthy()
    expect((thread.getByLabelText(/Reply to Jo Finder/) as HTMLTextAreaElement).value).toBe('')
    // The visitor's message can be reported; the owner's own answer cannot.
    expect(thread.getAllByRole('button', { name: /^Report/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Report the message from Jo Finder'])
  })
})

describe('the visitor’s conversation page', () => {
  const conversation = (messages: RelayMessage[]): VisitorRelayThread => ({ report_id: 7, pet_name: 'Biscuit', contact_name: 'Bob Rivera', is_found: false, visitor_name: 'Jo', email_confirmed: true, messages })

  it('shows the conversation with the owner by name and sends the visitor’s answer', async () => {
    let messages = [message(1, 'visitor', 'Seen by the bakery.'), message(2, 'owner', 'Which bakery?')]
    const sent: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: null }),
      [`GET /api/public/lost-pets/7/messages/${TOKEN}`]: () => json(conversation(messages)),
      [`POST /api/public/lost-pets/7/messages/${TOKEN}`]: ({ body }) => {
        sent.push(body)
        const answer = message(3, 'visitor', (body as { message: string }).message)
        messages = [...messages, answer]
        return json(answer, 201)
      },
    })
    renderAt('/lost/:id/messages/:token', `/lost/7/messages/${TOKEN}`, <VisitorThreadPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Your conversation about Biscuit' })).toBeTruthy()
    expect(screen.getByText(/Bob Rivera does not see your e-mail address/)).toBeTruthy()
    const list = within(screen.getByRole('region', { name: 'Messages' }))
    const [first, second] = list.getAllByRole('listitem')
    expect(within(first as HTMLElement).getByText('You')).toBeTruthy()
    expect(within(second as HTMLElement).getByText('Bob Rivera')).toBeTruthy()
    expect(document.title).toBe('Your conversation about Biscuit · Petfolk')

    await userEvent.type(list.getByLabelText(/Your message to Bob Rivera/), 'The one with the blue door.')
    await userEvent.click(list.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(sent).toEqual([{ message: 'The one with the blue door.', proof: 'solved-proof' }]))
    expect(await list.findByText('The one with the blue door.')).toBeTruthy()
    expect(screen.getByRole('link', { name: "See Biscuit's report" }).getAttribute('href')).toBe('/lost/7')
  })

  it('says a link that opens nothing does not work, without asking the server about a malformed one', async () => {
    const spy = mockFetch({
      'GET /api/session': () => json({ user: null }),
      'GET /api/public/lost-pets/7/messages/AAAAAAAAAAAAAAAAAAAAAA': () => json({ error: 'This conversation link does not work.' }, 404),
    })
    const { unmount } = renderAt('/lost/:id/messages/:token', '/lost/7/messages/AAAAAAAAAAAAAAAAAAAAAA', <VisitorThreadPage />)
    expect(await screen.findByText('This conversation link does not work')).toBeTruthy()
    unmount()
    spy.mockClear()
    renderAt('/lost/:id/messages/:token', '/lost/7/messages/short', <VisitorThreadPage />)
    expect(await screen.findByText('This conversation link does not work')).toBeTruthy()
    expect(spy.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/messages/'))).toEqual([])
  })
})
