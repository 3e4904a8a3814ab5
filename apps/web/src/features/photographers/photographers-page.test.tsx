import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { instagramHandle, pricingLabel } from './photographer-listing.ts'
import { photographer } from '../../test/photographers.ts'
import { PhotographersPage } from './photographers-page.tsx'
import { resultCountText, zipToSearch } from './photographer-search.ts'

const signedOut = () => json({ user: null })

/** The query strings the page asked the photographers endpoint for. */
function photographerQueries(spy: ReturnType<typeof mockFetch>): string[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/pet-photographers')
    .map((url) => url.search)
}

describe('photographer helpers', () => {
  it('labels pricing ranges, strips a leading @, and words the count', () => {
    expect(pricingLabel('budget')).toBe('Budget Friendly')
    expect(pricingLabel('mid-range')).toBe('Mid Range')
    expect(pricingLabel('premium')).toBe('Premium')
    expect(pricingLabel(null)).toBe('Contact for Pricing')
    expect(pricingLabel('luxury')).toBe('Contact for Pricing')
    expect(instagramHandle('@pawshots')).toBe('pawshots')
    expect(instagramHandle('pawshots')).toBe('pawshots')
    expect(resultCountText(1, '', 25)).toBe('Found 1 photographer(s)')
    expect(resultCountText(3, '78701', 50)).toBe('Found 3 photographer(s) within 50 miles of 78701')
  })

  it('searches when the ZIP reaches 5 digits or is emptied, and keeps the current search in between', () => {
    expect(zipToSearch('7870', '')).toBe('')
    expect(zipToSearch('78701', '')).toBe('78701')
    expect(zipToSearch('7870', '78701')).toBe('78701')
    expect(zipToSearch('', '78701')).toBe('')
  })
})

describe('PhotographersPage', () => {
  it('fires a ZIP search at 5 digits with the radius, not before, and again when emptied', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    const spy = mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pet-photographers': () => json([photographer(1), photographer(2), photographer(3)]),
    })
    renderWithProviders(<PhotographersPage />, { path: '/photographers' })
    expect(screen.getByText('Loading photographers...')).toBeTruthy()
    expect(await screen.findByText('Found 3 photographer(s)')).toBeTruthy()
    expect(photographerQueries(spy)).toEqual([''])

    const zip = screen.getByRole('textbox', { name: 'ZIP code' })
    expect(zip.getAttribute('maxlength')).toBe('5')
    await user.type(zip, '7a870')
    expect((zip as HTMLInputElement).value).toBe('7870')
    expect(photographerQueries(spy)).toEqual([''])
    expect(screen.queryByRole('button', { name: 'Search Again' })).toBeNull()

    spy.mockImplementation(async (input) =>
      String(input).includes('zip_code')
        ? json([photographer(1, { distance: 0 }), photographer(2, { distance: 17.2 })])
        : json([photographer(1), photographer(2), photographer(3)]),
    )
    await user.type(zip, '1')
    expect(await screen.findByText('Found 2 photographer(s) within 25 miles of 78701')).toBeTruthy()
    expect(photographerQueries(spy)).toEqual(['', '?zip_code=78701&radius=25'])
    expect(screen.getByText('17.2 miles away')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Search Again' })).toBeTruthy()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Radius' }), '50')
    await waitFor(() => expect(photographerQueries(spy)).toContain('?zip_code=78701&radius=50'))
    expect(await screen.findByText('Found 2 photographer(s) within 50 miles of 78701')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(await screen.findByText('Found 3 photographer(s)')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Search Again' })).toBeNull()
  })

  it('shows every part of a card, strips @ from Instagram, and filters on the client', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pet-photographers': () =>
        json([
          photographer(1, {
            pricing_range: 'premium',
            website: 'https://one.example',
            phone: '(512) 555-0114',
            email: 'hi@one.example',
            instagram_handle: '@oneshots',
            years_experience: 12,
            review_count: 214,
            rating: 4.9,
          }),
          photographer(2, { pricing_range: 'mid-range', rating: 0, specialties: 'cats, studio', portfolio_images: '[]' }),
          photographer(3, { pricing_range: null, city: 'Denver', state: 'CO' }),
        ]),
    })
    renderWithProviders(<PhotographersPage />, { path: '/photographers' })
    await screen.findByText('Found 3 photographer(s)')
    const cards = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li') as HTMLElement)
    const [one, two, three] = cards.map((card) => within(card))
    if (!one || !two || !three) throw new Error('three cards expected')
    expect(one.getByRole('img').getAttribute('src')).toBe('/demo/photographers/1-1.svg')
    expect(one.getByText('2 photos')).toBeTruthy()
    expect(one.getByText('by Person 1')).toBeTruthy()
    expect(one.getByText('Austin, TX')).toBeTruthy()
    expect(one.getByText('(214 reviews)')).toBeTruthy()
    expect(one.getByText('Premium')).toBeTruthy()
    expect(one.getByText('12 years of experience')).toBeTruthy()
    expect(one.getByText('Lovely portraits.').className).toContain('line-clamp-3')
    const instagram = one.getByRole('link', { name: /Instagram/ })
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/oneshots')
    expect(instagram.textContent).not.toContain('@')
    expect(one.getByRole('link', { name: /\(512\) 555-0114/ }).getAttribute('href')).toBe('tel:5125550114')
    expect(one.getByRole('link', { name: /E-mail/ }).getAttribute('href')).toBe('mailto:hi@one.example')
    expect(one.getByRole('link', { name: /Website/ }).getAttribute('target')).toBe('_blank')
    expect(two.getByText('Mid Range')).toBeTruthy()
    expect(two.queryByText(/reviews/)).toBeNull()
    expect(two.getByText('No photos yet')).toBeTruthy()
    expect(three.getByText('Contact for Pricing')).toBeTruthy()

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'denver')
    expect(screen.getByText('Found 1 photographer(s)')).toBeTruthy()
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }))

    await user.click(screen.getByRole('button', { name: 'Filters' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Specialty' }), 'cats')
    expect(screen.getByText('Found 1 photographer(s)')).toBeTruthy()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price Range' }), 'premium')
    expect(screen.getByText('Found 0 photographer(s)')).toBeTruthy()
    expect(screen.getByText('No photographers found')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Join Our Directory' }).length).toBeGreaterThan(0)
  })

  it('labels each specialty the same in the filter and on the cards, however the listing typed it', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/pet-photographers': () =>
        json([photographer(1, { specialties: 'dogs, farm animals, in-home' }), photographer(2, { specialties: 'Farm  Animals, Black and white, DOGS, dogs' })]),
    })
    renderWithProviders(<PhotographersPage />, { path: '/photographers' })
    await screen.findByText('Found 2 photographer(s)')
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const filter = screen.getByRole('combobox', { name: 'Specialty' }) as HTMLSelectElement
    const options = [...filter.options].slice(1).map((option) => option.textContent)
    expect(options).toEqual(['Black and White', 'Dogs', 'Farm Animals', 'In-Home'])

    const chips = screen.getAllByRole('list', { name: 'Specialties' }).map((list) => within(list).getAllByRole('listitem').map((li) => li.textContent))
    expect(chips).toEqual([
      ['Dogs', 'Farm Animals', 'In-Home'],
      ['Farm Animals', 'Black and White', 'Dogs'],
    ])
    // Every chip reads exactly like one of the filter's choices.
    for (const chip of chips.flat()) expect(options).toContain(chip)

    await user.selectOptions(filter, 'Farm Animals')
    expect(screen.getByText('Found 2 photographer(s)')).toBeTruthy()
    await user.selectOptions(filter, 'In-Home')
    expect(screen.getByText('Found 1 photographer(s)')).toBeTruthy()
  })
})
