import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import type { VerificationStatus, VeteranStory } from '@petfolk/contract/veterans'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch, pageOf } from '../../test/fetch-mock.ts'
import { VeteransPage } from './veterans-page.tsx'
import { featuredExcerpt, featuredStory, gridStories, VERIFICATION_MESSAGES } from './story-display.ts'
import { testMember } from '../../test/members.ts'

const user = testMember({ id: 3, name: 'Ana', email: 'ana@example.com', googleSub: 'sub-3', since: '2025-01-01T00:00:00.000Z' })

function story(id: number, overrides: Partial<VeteranStory> = {}): VeteranStory {
  return {
    id,
    veteran_name: `Veteran ${id}`,
    service_branch: 'Army',
    service_years: '2010-2018',
    dog_name: `Dog ${id}`,
    dog_breed: 'Labrador',
    dog_age: 5,
    service_type: 'PTSD Support',
    story_title: `Story ${id}`,
    story_content: `Content of story ${id}.`,
    challenges_helped: 'Nightmares and crowds.',
    dog_photo_url: null,
    veteran_photo_url: null,
    is_anonymous: false,
    contact_email: null,
    social_media_handle: null,
    is_featured: false,
    is_verified_veteran: false,
    verification_status: null,
    reaction_count: 2,
    comment_count: 1,
    reacted: false,
    mine: false,
    created_at: '2026-03-10T12:00:00.000Z',
    ...overrides,
  }
}

const none: VerificationStatus = { verification_status: 'none', service_branch: null, verified_at: null }

describe('featured story', () => {
  it('is the first story flagged featured, else the first story; the grid leaves it out', () => {
    const stories = [story(1), story(2, { is_featured: true }), story(3, { is_featured: true })]
    expect(featuredStory(stories)?.id).toBe(2)
    expect(gridStories(stories, featuredStory(stories)).map((s) => s.id)).toEqual([1, 3])
    const plain = [story(4), story(5)]
    expect(featuredStory(plain)?.id).toBe(4)
    expect(gridStories(plain, featuredStory(plain)).map((s) => s.id)).toEqual([5])
    expect(featuredStory([])).toBeNull()
  })

  it('cuts the content at 300 characters', () => {
    const long = 'a'.repeat(299) + ' bcdef'
    expect(featuredExcerpt('short')).toBe('short')
    expect(featuredExcerpt('x'.repeat(300))).toBe('x'.repeat(300))
    expect(featuredExcerpt(long)).toBe(`${'a'.repeat(299)}...`)
    expect(featuredExcerpt('y'.repeat(301))).toBe(`${'y'.repeat(300)}...`)
  })
})

describe('VeteransPage', () => {
  it('shows the featured story excerpt, the grid without it, card parts, and the detail with comments', { timeout: 20_000 }, async () => {
    const u = userEvent.setup()
    const comments: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: user }),
      'GET /api/veteran-verification': () => json(none),
      'GET /api/veteran-service-dog-stories': () =>
        json([
          story(1, { is_anonymous: true, veteran_name: 'Anonymous Veteran', service_branch: 'Navy', is_verified_veteran: true }),
          story(2, { is_featured: true, story_content: 'z'.repeat(400) }),
          story(3, { verification_status: 'verified', service_branch: 'Space Force' }),
        ]),
      'GET /api/veteran-service-dog-stories/1/comments': () =>
        json([
          { id: 1, comment_text: 'Thank you for your service.', commenter_name: 'Sam', is_veteran: false, mine: false, created_at: '2026-03-11T12:00:00.000Z' },
          { id: 3, comment_text: 'My own words.', commenter_name: 'Ana', is_veteran: false, mine: true, created_at: '2026-03-11T13:00:00.000Z' },
        ]),
      'POST /api/veteran-service-dog-stories/1/comments': ({ body }) => {
        comments.push(body)
        return json({ id: 2, comment_text: 'Bless you both.', commenter_name: 'Ana', is_veteran: false, mine: true, created_at: '2026-03-12T12:00:00.000Z' }, 201)
      },
    })
    renderWithProviders(<VeteransPage />, { path: '/service-dog-veterans' })
    expect(screen.getByText('Loading veteran stories...')).toBeTruthy()

    const featured = await screen.findByRole('region', { name: 'Featured Story' })
    expect(within(featured).getByRole('heading', { name: 'Story 2' })).toBeTruthy()
    expect(within(featured).getByText(`${'z'.repeat(300)}...`)).toBeTruthy()
    expect(within(featured).getByRole('button', { name: 'Read Full Story' })).toBeTruthy()

    const grid = screen.getByRole('region', { name: 'Veteran Stories' })
    const cards = within(grid).getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Story 1', 'Story 3'])
    const [anonymous, verified] = cards.map((card) => within(card))
    if (!anonymous || !verified) throw new Error('two cards expected')
    expect(anonymous.getByText('Anonymous Veteran & Dog 1')).toBeTruthy()
    expect(anonymous.getByText('Verified Veteran')).toBeTruthy()
    expect(anonymous.getByText('Navy')).toBeTruthy()
    expect(anonymous.getByText('PTSD Support')).toBeTruthy()
    expect(anonymous.getByText('⚓')).toBeTruthy()
    expect(anonymous.getByText('Content of story 1.').className).toContain('line-clamp-3')
    expect(verified.getByText('Veteran 3 & Dog 3')).toBeTruthy()
    expect(verified.getByText('Verified Veteran')).toBeTruthy()
    expect(within(featured).queryByText('Verified Veteran')).toBeNull()

    await u.click(anonymous.getByRole('button', { name: /Read Story/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Story 1' })
    expect(within(dialog).getByRole('heading', { name: 'How Dog 1 Helps' })).toBeTruthy()
    expect(await within(dialog).findByText('Thank you for your service.')).toBeTruthy()
    // Others' words can be reported; one's own comment cannot.
    expect(within(dialog).getByRole('button', { name: 'Report this story' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Report the comment by Sam' })).toBeTruthy()
    expect(within(dialog).getByText('My own words.')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Report the comment by Ana' })).toBeNull()
    const input = within(dialog).getByRole('textbox', { name: 'Add a comment' })
    const post = within(dialog).getByRole('button', { name: 'Post Comment' })
    await u.type(input, '   ')
    expect((post as HTMLButtonElement).disabled).toBe(true)
    await u.clear(input)
    await u.type(input, '  Bless you both.  ')
    await u.click(post)
    await waitFor(() => expect(comments).toEqual([{ comment_text: 'Bless you both.' }]))
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''))
  })

  it.each(Object.entries(VERIFICATION_MESSAGES))('on return with verification=%s shows its message and removes the parameter', async (outcome, message) => {
    let status: VerificationStatus = none
    let statusCalls = 0
    mockFetch({
      'GET /api/session': () => json({ user: user }),
      'GET /api/veteran-verification': () => {
        statusCalls += 1
        return json(status)
      },
      'GET /api/veteran-service-dog-stories': () => json([]),
    })
    const { router } = renderWithProviders(
      <>
        <Toaster />
        <VeteransPage />
      </>,
      { path: '/service-dog-veterans', strictMode: true },
    )
    await screen.findByText('No stories yet')
    await waitFor(() => expect(statusCalls).toBe(1))
    status = { verification_status: 'verified', service_branch: 'Army', verified_at: '2026-03-12T12:00:00.000Z' }
    await act(() => router.navigate(`/service-dog-veterans?verification=${outcome}&keep=1`))

    expect(await screen.findByText(message)).toBeTruthy()
    expect(screen.getAllByText(message)).toHaveLength(1)
    await waitFor(() => expect(router.state.location.search).toBe('?keep=1'))
    expect(document.querySelector('[data-sonner-toaster][data-y-position="top"][data-x-position="right"]')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeTruthy()
    if (outcome === 'success') {
      // The status is loaded again.
      expect(await screen.findByText('Your veteran status is verified')).toBeTruthy()
    } else {
      expect(statusCalls).toBe(1)
    }
  })

  it('loads older stories a page at a time with Load more', { timeout: 20_000 }, async () => {
    const stories = [story(1, { is_featured: true }), ...Array.from({ length: 6 }, (_, i) => story(60 - i))]
    mockFetch({
      'GET /api/session': () => json({ user }),
      'GET /api/veteran-verification': () => json(none),
      'GET /api/veteran-service-dog-stories': ({ url }) => pageOf(stories, url, 4),
    })
    renderWithProviders(<VeteransPage />, { path: '/service-dog-veterans' })
    const grid = async () => within(await screen.findByRole('region', { name: 'Veteran Stories' })).queryAllByRole('listitem')
    await waitFor(async () => expect(await grid()).toHaveLength(3))
    expect(screen.queryByText('Story 57')).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(async () => expect(await grid()).toHaveLength(6))
    expect(screen.getByText('Story 55')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('shows the three states of the Verify modal, and the start failure toast', { timeout: 20_000 }, async () => {
    const u = userEvent.setup()
    let status: VerificationStatus = { verification_status: 'failed', service_branch: null, verified_at: null }
    mockFetch({
      'GET /api/session': () => json({ user: user }),
      'GET /api/veteran-verification': () => json(status),
      'GET /api/veteran-service-dog-stories': () => json([]),
      'GET /api/idme/auth-url': () => json({ error: 'Veteran verification is not available on this server.' }, 503),
    })
    const { queryClient } = renderWithProviders(
      <>
        <Toaster />
        <VeteransPage />
      </>,
      { path: '/service-dog-veterans' },
    )
    await u.click(await screen.findByRole('button', { name: 'Verify Veteran Status' }))
    const dialog = await screen.findByRole('dialog', { name: 'Verify Veteran Status' })
    expect(await within(dialog).findByText('Previous Verification Failed')).toBeTruthy()
    await u.click(within(dialog).getByRole('button', { name: 'Try Again with ID.me' }))
    expect(await screen.findByText('Unable to start verification process. Please try again.')).toBeTruthy()

    status = none
    await act(() => queryClient.invalidateQueries())
    expect(await within(dialog).findByRole('button', { name: 'Verify with ID.me' })).toBeTruthy()
    expect(within(dialog).queryByText('Previous Verification Failed')).toBeNull()

    status = { verification_status: 'verified', service_branch: 'Marines', verified_at: '2026-03-12T12:00:00.000Z' }
    await act(() => queryClient.invalidateQueries())
    expect(await within(dialog).findByText('You are already verified')).toBeTruthy()
    expect(within(dialog).getByText('Marines')).toBeTruthy()
  })

  it('checks the required story fields before sending', { timeout: 20_000 }, async () => {
    const u = userEvent.setup()
    const posted: unknown[] = []
    mockFetch({
      'GET /api/session': () => json({ user: user }),
      'GET /api/veteran-verification': () => json(none),
      'GET /api/veteran-service-dog-stories': () => json([]),
      'POST /api/veteran-service-dog-stories': ({ body }) => {
        posted.push(body)
        return json(story(9), 201)
      },
    })
    renderWithProviders(<VeteransPage />, { path: '/service-dog-veterans' })
    await u.click((await screen.findAllByRole('button', { name: 'Share Your Story' }))[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Story' })
    await u.click(within(dialog).getByRole('button', { name: 'Share Story' }))
    expect(await within(dialog).findByText('Veteran name is required.')).toBeTruthy()
    expect(within(dialog).getByText('Choose a service branch.')).toBeTruthy()
    expect(within(dialog).getByText('Dog name is required.')).toBeTruthy()
    expect(within(dialog).getByText('Choose a service type.')).toBeTruthy()
    expect(within(dialog).getByText('Story title is required.')).toBeTruthy()
    expect(within(dialog).getByText('Story is required.')).toBeTruthy()
    expect(posted).toEqual([])

    await u.type(within(dialog).getByRole('textbox', { name: 'Veteran Name' }), 'Maria Lopez')
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Service Branch' }), 'Coast Guard')
    await u.type(within(dialog).getByRole('textbox', { name: 'Dog’s Name' }), 'Scout')
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Service Type' }), 'Medical Alert')
    await u.type(within(dialog).getByRole('textbox', { name: 'Story Title' }), 'Scout hears what I cannot')
    await u.type(within(dialog).getByRole('textbox', { name: 'Your Story' }), 'Every morning...')
    await u.type(within(dialog).getByRole('spinbutton', { name: 'Dog’s Age' }), '4')
    // The photo is a picture uploaded to Petfolk, never an address typed in; a file that is not an image goes nowhere.
    expect(within(dialog).queryByRole('textbox', { name: /Dog Photo/ })).toBeNull()
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('Dog Photo'), new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await within(dialog).findByText('Please select an image file')).toBeTruthy()
    await u.click(within(dialog).getByRole('checkbox', { name: /Share this story anonymously/ }))
    await u.click(within(dialog).getByRole('button', { name: 'Share Story' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posted).toEqual([
      {
        veteran_name: 'Maria Lopez',
        service_branch: 'Coast Guard',
        service_years: null,
        dog_name: 'Scout',
        dog_breed: null,
        dog_age: 4,
        service_type: 'Medical Alert',
        story_title: 'Scout hears what I cannot',
        story_content: 'Every morning...',
        challenges_helped: null,
        dog_photo_url: null,
        veteran_photo_url: null,
        is_anonymous: true,
        contact_email: null,
        social_media_handle: null,
      },
    ])
  })
})
