import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { addZip, AlertPreferencesDialog, SAVE_PREFERENCES_FAILED } from './alert-preferences-dialog.tsx'
import { createTestQueryClient } from '../../../test/render.tsx'
import { json, mockFetch } from '../../../test/fetch-mock.ts'

function renderDialog(saveAnswer: (body: unknown) => Response = (body) => json(body)) {
  const saved: unknown[] = []
  mockFetch({
    'GET /api/user-alert-preferences': () => json({ zip_codes: ['78704'], alert_radius: 25, email_alerts: true, species_preferences: [] }),
    'POST /api/user-alert-preferences': ({ body }) => {
      saved.push(body)
      return saveAnswer(body)
    },
  })
  const onOpenChange = vi.fn()
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AlertPreferencesDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  )
  return { saved, onOpenChange, user: userEvent.setup() }
}

const chips = () => within(screen.getByRole('list', { name: 'Watched ZIP codes' })).getAllByRole('listitem').map((li) => li.textContent)

describe('addZip', () => {
  it('adds a ZIP only when it is not empty and not already listed', () => {
    expect(addZip(['78704'], '')).toBeNull()
    expect(addZip(['78704'], '   ')).toBeNull()
    expect(addZip(['78704'], '78704')).toBeNull()
    expect(addZip(['78704'], ' 78701 ')).toEqual(['78704', '78701'])
  })
})

describe('AlertPreferencesDialog', () => {
  it('adds ZIPs by button or Enter only when new and not empty, removes chips, and saves everything in one call', async () => {
    const { saved, onOpenChange, user } = renderDialog()
    await screen.findByRole('button', { name: 'Remove 78704' })
    const entry = screen.getByLabelText('ZIP code to add')
    const add = screen.getByRole('button', { name: 'Add' })

    await user.click(add)
    expect(chips()).toEqual(['78704'])
    await user.type(entry, '78704')
    await user.click(add)
    expect(chips()).toEqual(['78704'])
    await user.clear(entry)
    await user.type(entry, '78701{Enter}')
    expect(chips()).toEqual(['78704', '78701'])
    expect((entry as HTMLInputElement).value).toBe('')
    // A ZIP is 5 digits.
    await user.type(entry, '787')
    await user.click(add)
    expect(screen.getByText('ZIP code must be exactly 5 digits.')).toBeTruthy()
    expect(chips()).toEqual(['78704', '78701'])
    await user.clear(entry)

    await user.click(screen.getByRole('button', { name: 'Remove 78704' }))
    expect(chips()).toEqual(['78701'])

    const radius = screen.getByLabelText(/Alert radius/) as HTMLInputElement
    expect([radius.type, radius.min, radius.max, radius.step, radius.value]).toEqual(['range', '5', '50', '5', '25'])
    await user.click(screen.getByRole('checkbox', { name: /Email alerts/ }))
    await user.click(screen.getByRole('checkbox', { name: 'Cat' }))
    await user.click(screen.getByRole('checkbox', { name: 'Dog' }))

    await user.click(screen.getByRole('button', { name: 'Save Preferences' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(saved).toEqual([{ zip_codes: ['78701'], alert_radius: 25, email_alerts: false, species_preferences: ['dog', 'cat'] }])
  })

  it('shows the failure text when saving fails, and stays open', async () => {
    const { onOpenChange, user } = renderDialog(() => json({ error: 'zip_codes: We could not find ZIP code 00000.' }, 400))
    await screen.findByRole('button', { name: 'Remove 78704' })
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(SAVE_PREFERENCES_FAILED)).toBeTruthy()
    expect(within(alert).getByText('We could not find ZIP code 00000.')).toBeTruthy()
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
