import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { REJECT_REASON_REQUIRED, type BusinessReview, type PhotographerReview, type ReviewItem } from '@petfolk/contract/review'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch, pageOf } from '../../test/fetch-mock.ts'
import { ReviewsPage } from './reviews-page.tsx'

const admin = { id: 1, email: 'boss@example.com', name: 'Bea Boss', picture: null, role: 'admin' }
const mia = { id: 7, display_name: 'Mia Member', handle: 'mia_member', email: 'mia@example.com' }

const groomers: BusinessReview = {
  kind: 'business',
  id: 12,
  submitted_at: '2026-06-01T12:00:00.000Z',
  submitter: mia,
  status: 'pending',
  reason: null,
  reviewed_at: null,
  placeable: true,
  fields: {
    name: 'Zilker Groomers',
    business_type: 'grooming',
    description: 'Baths and nail trims.',
    address: '1 Main St',
    city: 'Austin',
    state: 'Texas',
    zip_code: '78704',
    phone: '512-555-0101',
    website: 'https://groom.example',
  },
}
const snap: PhotographerReview = {
  kind: 'photographer',
  id: 4,
  submitted_at: '2026-06-02T12:00:00.000Z',
  submitter: null,
  status: 'pending',
  reason: null,
  reviewed_at: null,
  placeable: false,
  fields: {
    business_name: 'Snap Paws',
    photographer_name: 'Ana Lens',
    city: 'Austin',
    state: 'Texas',
    zip_code: '00000',
    description: null,
    specialties: 'dogs, outdoor',
    pricing_range: null,
    years_experience: 4,
    website: null,
    phone: null,
    email: null,
    instagram_handle: null,
  },
}

function renderPage() {
  let queue: ReviewItem[] = [groomers, snap]
  const sent: Array<{ method: string; path: string; body: unknown }> = []
  const record = (method: string, url: URL, body: unknown) => sent.push({ method, path: url.pathname, body })
  mockFetch({
    'GET /api/session': () => json({ user: admin }),
    'GET /api/admin/reviews': ({ url }) => pageOf(queue, url),
    'GET /api/admin/reviews/businesses/12': () => json(queue.find((i) => i.kind === 'business') ?? { ...groomers, status: 'rejected' }),
    'GET /api/admin/reviews/photographers/4': () => json(snap),
    'PUT /api/admin/reviews/businesses/12': ({ method, url, body }) => {
      record(method, url, body)
      const edited = { ...groomers, fields: { ...groomers.fields, ...(body as object) } }
      queue = [edited, snap]
      return json(edited)
    },
    'POST /api/admin/reviews/businesses/12/reject': ({ method, url, body }) => {
      record(method, url, body)
      queue = queue.filter((i) => i.kind !== 'business')
      return json({ ...groomers, status: 'rejected', reason: (body as { reason: string }).reason })
    },
    'POST /api/admin/reviews/photographers/4/approve': ({ method, url, body }) => {
      record(method, url, body)
      return json({ error: 'We cannot place ZIP code 00000 on the map. Correct the ZIP code, then approve.' }, 409)
    },
  })
  renderWithProviders(
    <>
      <Toaster />
      <ReviewsPage />
    </>,
    { path: '/admin/reviews' },
  )
  return { user: userEvent.setup(), sent }
}

describe('ReviewsPage', () => {
  it('lists what waits, opens one in full, edits it, and rejects it only with a reason', async () => {
    const { user, sent } = renderPage()
    const list = await screen.findByRole('list', { name: 'Waiting for review' })
    const entries = within(list).getAllByRole('button')
    expect(entries.map((e) => e.textContent)).toEqual([expect.stringContaining('Zilker Groomers'), expect.stringContaining('Snap Paws')])
    expect(entries[0]?.textContent).toContain('Mia Member (@mia_member)')
    expect(entries[1]?.textContent).toContain('a former member')
    expect(entries[1]?.textContent).toContain('ZIP code not found')

    await user.click(entries[0] as HTMLElement)
    expect(await screen.findByRole('heading', { name: 'Zilker Groomers' })).toBeTruthy()
    expect(screen.getByText('Grooming Services')).toBeTruthy()
    expect(screen.getByText(/mia@example.com/)).toBeTruthy()

    // Edit: the member form's rules, then the corrected fields are sent.
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Zilker Groomers' })
    const zip = within(dialog).getByLabelText(/ZIP Code/)
    await user.clear(zip)
    await user.type(zip, '787')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await within(dialog).findByText('ZIP code must be exactly 5 digits.')).toBeTruthy()
    expect(sent).toEqual([])
    await user.type(zip, '05')
    const name = within(dialog).getByLabelText(/Business Name/)
    await user.clear(name)
    await user.type(name, 'Zilker Groomers & Spa')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/admin/reviews/businesses/12', body: { name: 'Zilker Groomers & Spa', zip_code: '78705', business_type: 'grooming', state: 'Texas' } })
    expect(await screen.findByRole('heading', { name: 'Zilker Groomers & Spa' })).toBeTruthy()

    // Reject: the reason is required before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    const reject = await screen.findByRole('dialog', { name: /Reject Zilker Groomers/ })
    await user.click(within(reject).getByRole('button', { name: 'Reject' }))
    expect(await within(reject).findByText(REJECT_REASON_REQUIRED)).toBeTruthy()
    expect(sent).toHaveLength(1)
    await user.type(within(reject).getByLabelText(/Reason/), 'We could not reach this business by phone.')
    await user.click(within(reject).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]).toEqual({ method: 'POST', path: '/api/admin/reviews/businesses/12/reject', body: { reason: 'We could not reach this business by phone.' } })
    expect(await screen.findByText(/was rejected, and its member has been told why/)).toBeTruthy()
    // Back to the queue, without the rejected business.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Waiting for review' })).getAllByRole('button')).toHaveLength(1))
  })

  it('warns before approving a listing it cannot place, and shows the server’s sentence when approving fails', async () => {
    const { user, sent } = renderPage()
    await user.click(await screen.findByRole('button', { name: /Snap Paws/ }))
    expect(await screen.findByText(/We cannot place ZIP code 00000 on the map/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Correct the ZIP code, then approve.')
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/admin/reviews/photographers/4/approve'])
  })

  it('edits a listing with the fields and rules of Join Our Directory, without the hints written for its member', async () => {
    const { user, sent } = renderPage()
    await user.click(await screen.findByRole('button', { name: /Snap Paws/ }))
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Snap Paws' })
    // The fields load when the form first shows: the preview imports the photographers' index.ts too.
    await within(dialog).findByLabelText(/^Photographer Name/)
    const labels = ['Business Name', 'Photographer Name', 'City', 'State', 'ZIP Code', 'Description', 'Specialties', 'Price Range', 'Years of Experience', 'Website', 'Phone', 'E-mail', 'Instagram']
    for (const label of labels) expect(within(dialog).getByLabelText(new RegExp(`^${label}`)), label).toBeTruthy()
    expect((within(dialog).getByLabelText(/^Specialties/) as HTMLInputElement).value).toBe('dogs, outdoor')
    expect((within(dialog).getByLabelText(/^State/) as HTMLSelectElement).value).toBe('Texas')
    expect(within(dialog).queryByText('Your handle, with or without @.')).toBeNull()
    // The listing form's own e-mail rule holds here too: nothing is sent.
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'not-an-address')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await within(dialog).findByText('Enter an e-mail address like name@example.com.')).toBeTruthy()
    expect(sent).toEqual([])
  })
})
