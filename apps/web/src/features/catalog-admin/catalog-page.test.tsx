import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CareTipItem } from '@petfolk/contract/catalog-admin'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { CatalogAdminPage } from './catalog-page.tsx'

const signedOut = () => json({ user: null })

const brushing: CareTipItem = {
  id: 7,
  title: 'Brush teeth weekly',
  content: 'A soft brush keeps gums healthy.',
  tip_category: 'grooming',
  species: 'dog',
  breed: null,
  age_range: null,
  retired_at: null,
}

async function openCareTips() {
  const user = userEvent.setup()
  renderWithProviders(<CatalogAdminPage />, { path: '/admin/catalog' })
  await user.click(await screen.findByRole('tab', { name: 'Care tips' }))
  return user
}

describe('CatalogAdminPage', () => {
  it('adds a care tip: checked with the catalog schema, blank optionals sent as null, then listed', async () => {
    let tips: CareTipItem[] = []
    const posts: unknown[] = []
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/admin/catalog/vendors': () => json([]),
      'GET /api/admin/catalog/care-tips': () => json(tips),
      'POST /api/admin/catalog/care-tips': ({ body }) => {
        posts.push(body)
        tips = [{ ...brushing, title: 'Trim nails monthly', content: 'Little and often.', tip_category: 'health' }]
        return json(tips[0], 201)
      },
    })
    const user = await openCareTips()
    expect(await screen.findByRole('heading', { name: 'No care tips yet' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Add care tip' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Add care tip' }))

    // Nothing is sent while a required field is blank.
    await user.click(dialog.getByRole('button', { name: 'Add care tip' }))
    expect(await dialog.findByText('Enter the title.')).toBeTruthy()
    expect(posts).toEqual([])

    await user.type(dialog.getByLabelText(/^Title/), '  Trim nails monthly ')
    await user.type(dialog.getByLabelText(/^Tip/), 'Little and often.')
    await user.click(dialog.getByRole('button', { name: 'Add care tip' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posts).toEqual([{ title: 'Trim nails monthly', content: 'Little and often.', tip_category: 'health', species: 'dog', breed: null, age_range: null }])
    expect(await screen.findByRole('heading', { name: 'Trim nails monthly' })).toBeTruthy()
  })

  it('retires an item after asking, and shows the retired list with Restore', async () => {
    let tips: CareTipItem[] = [brushing]
    const retires: unknown[] = []
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/admin/catalog/vendors': () => json([]),
      'GET /api/admin/catalog/care-tips': ({ url }) => json(url.searchParams.get('show') === 'retired' ? tips.filter((t) => t.retired_at) : tips.filter((t) => !t.retired_at)),
      'PUT /api/admin/catalog/care-tips/7/retired': ({ body }) => {
        retires.push(body)
        tips = [{ ...brushing, retired_at: '2026-06-01T00:00:00.000Z' }]
        return json(tips[0])
      },
    })
    const user = await openCareTips()
    await user.click(await screen.findByRole('button', { name: 'Retire Brush teeth weekly' }))
    const confirm = within(screen.getByRole('alertdialog', { name: 'Retire Brush teeth weekly?' }))
    await user.click(confirm.getByRole('button', { name: 'Retire' }))
    await waitFor(() => expect(retires).toEqual([{ retired: true }]))
    expect(await screen.findByRole('heading', { name: 'No care tips yet' })).toBeTruthy()

    await user.selectOptions(screen.getByLabelText('Show'), 'retired')
    const row = (await screen.findByRole('heading', { name: 'Brush teeth weekly' })).closest('li') as HTMLElement
    expect(within(row).getByText('Retired')).toBeTruthy()
    expect(within(row).getByRole('button', { name: 'Restore Brush teeth weekly' })).toBeTruthy()
  })

  it('shows the server’s sentence when a save is refused, and keeps the dialog open', async () => {
    mockFetch({
      'GET /api/session': signedOut,
      'GET /api/admin/catalog/vendors': () => json([]),
      'GET /api/admin/catalog/care-tips': () => json([brushing]),
      'PUT /api/admin/catalog/care-tips/7': () => json({ error: 'Only Petfolk staff can do that.' }, 403),
    })
    const user = await openCareTips()
    await user.click(await screen.findByRole('button', { name: 'Edit Brush teeth weekly' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Edit care tip' }))
    expect((dialog.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Brush teeth weekly')
    await user.click(dialog.getByRole('button', { name: 'Save changes' }))
    expect(await dialog.findByText('Only Petfolk staff can do that.')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Edit care tip' })).toBeTruthy()
  })
})
