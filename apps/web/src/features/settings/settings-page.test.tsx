import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { EMERGENCY_CONTACT_TEXT_MAX, type AccountExport, type EmergencyContact, type Settings } from '@petfolk/contract/settings'
import { renderWithProviders } from '../../test/render.tsx'
import { json, mockFetch } from '../../test/fetch-mock.ts'
import { SettingsPage } from './settings-page.tsx'

const me = { id: 7, email: 'owner@example.com', name: 'Olive Owner', picture: null }
const noPin = { hasPin: false, locked: false, minutesUntilUnlock: 0, attemptsRemaining: 3, disabled: false }
const defaults: Settings = { appointment_reminders: true, medication_reminders: true, health_checkups: true, location_sharing: false, report_emails: true }

function contact(id: number, overrides: Partial<EmergencyContact> = {}): EmergencyContact {
  return {
    id,
    name: `Contact ${id}`,
    relationship: null,
    phone: '555-0100',
    email: null,
    notes: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** What GET /api/export answers for an owner with one pet and nothing else. */
const exported: AccountExport = {
  exported_at: '2026-06-01T12:00:00.000Z',
  account: {
    id: 7,
    email: 'owner@example.com',
    google_sub: 'sub-7',
    google_user_data: { name: 'Olive Owner', email: 'owner@example.com', picture: null },
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    last_signed_in_at: '2026-06-01T11:00:00.000Z',
    role: 'member',
    display_name: 'Olive Owner',
    needs_name: false,
  },
  pets: [{ name: 'Biscuit' }],
  medical_records: [],
  veterinarians: [],
  appointments: [],
  emergency_contacts: [],
  settings: null,
  alert_preferences: null,
  saved_location: null,
  lost_pet_reports: [],
  lost_pet_sightings_reported: [],
  found_pet_reports: [],
  pet_matches: [],
  lost_pet_conversations: [],
  messages: { sent: [], received: [] },
  blocked_members: [],
  gifts: { sent: [], received: [] },
  merchandise_orders: [],
  merchandise_order_items: [],
  community: { board_posts: [], board_replies: [], veteran_stories: [], story_comments: [], showcase_entries: [] },
  notifications: [],
  uploads: [],
  health_record_share_links: [],
  media_backups: [],
}

function renderSettings(routes: Parameters<typeof mockFetch>[0], props: { backupPanel?: React.ReactNode } = {}) {
  const fetchSpy = mockFetch({
    'GET /api/session': () => json({ user: me }),
    'GET /api/pin/status': () => json(noPin),
    'GET /api/settings': () => json(defaults),
    'GET /api/emergency-contacts': () => json([]),
    ...routes,
  })
  const rendered = renderWithProviders(
    <>
      <Toaster />
      <SettingsPage {...props} />
    </>,
    { path: '/settings' },
  )
  return { ...rendered, fetchSpy, user: userEvent.setup() }
}

const region = (name: string) => screen.getByRole('region', { name })

describe('SettingsPage', () => {
  it('shows every section, with the defaults and the backup slot', async () => {
    renderSettings({}, { backupPanel: <p>Backup slot</p> })
    expect(await screen.findByRole('switch', { name: 'Appointment Reminders' })).toBeTruthy()
    for (const name of ['Security', 'Notifications', 'Privacy & Security', 'Appearance', 'Data Management', 'Emergency Contacts', 'Danger Zone']) {
      expect(region(name)).toBeTruthy()
    }
    for (const name of ['Appointment Reminders', 'Medication Reminders', 'Health Checkups', 'Sightings and Messages on My Reports']) {
      expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('true')
    }
    expect((await screen.findByRole('switch', { name: 'Location Sharing' })).getAttribute('aria-checked')).toBe('false')
    expect(within(region('Privacy & Security')).getByText('Enabled')).toBeTruthy()
    expect(within(region('Data Management')).getByText('Backup slot')).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(true)
  })

  it('saves a notification toggle at once, and rolls it back with a toast when the server refuses', async () => {
    const sent: unknown[] = []
    let fail = false
    let answer: () => void = () => undefined
    const { user } = renderSettings({
      'PUT /api/settings': async ({ body }) => {
        sent.push(body)
        // The server answers only when the test says so: the switch must have moved before that.
        await new Promise<void>((resolve) => (answer = resolve))
        return fail ? json({ error: 'Database is resting.' }, 500) : json({ ...defaults, ...(body as Partial<Settings>) })
      },
    })
    const medication = await screen.findByRole('switch', { name: 'Medication Reminders' })
    await user.click(medication)
    await waitFor(() => expect(sent).toEqual([{ medication_reminders: false }]))
    expect(medication.getAttribute('aria-checked')).toBe('false')
    answer()

    fail = true
    const checkups = screen.getByRole('switch', { name: 'Health Checkups' })
    await user.click(checkups)
    await waitFor(() => expect(checkups.getAttribute('aria-checked')).toBe('false'))
    answer()
    expect(await screen.findByText('Database is resting.')).toBeTruthy()
    await waitFor(() => expect(checkups.getAttribute('aria-checked')).toBe('true'))
  })

  it('turns off e-mail about sightings of and messages about my lost-pet reports, and says what it does', async () => {
    const sent: unknown[] = []
    let saved = defaults
    const { user } = renderSettings({
      'GET /api/settings': () => json(saved),
      'PUT /api/settings': ({ body }) => {
        sent.push(body)
        saved = { ...saved, ...(body as Partial<Settings>) }
        return json(saved)
      },
    })
    const reports = await screen.findByRole('switch', { name: 'Sightings and Messages on My Reports' })
    expect(screen.getByText('E-mail me when someone reports a sighting of my lost pet or sends me a message about it. The bell tells you either way.')).toBeTruthy()
    await user.click(reports)
    await waitFor(() => expect(sent).toEqual([{ report_emails: false }]))
    await waitFor(() => expect(reports.getAttribute('aria-checked')).toBe('false'))
  })

  it('explains that turning location sharing off deletes the saved location', async () => {
    let saved = { ...defaults, location_sharing: true }
    const { user } = renderSettings({
      'GET /api/settings': () => json(saved),
      'PUT /api/settings': ({ body }) => {
        saved = { ...saved, ...(body as Partial<Settings>) }
        return json(saved)
      },
    })
    const sharing = await screen.findByRole('switch', { name: 'Location Sharing' })
    expect(sharing.getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText(/Turning this off deletes the saved location/)).toBeTruthy()
    await user.click(sharing)
    await waitFor(() => expect(saved.location_sharing).toBe(false))
    expect(sharing.getAttribute('aria-checked')).toBe('false')
  })

  it('opens the privacy policy with its date and the configured contact address', async () => {
    const { user } = renderSettings({
      'GET /api/privacy-policy': () => json({ last_updated: '2026-05-15', contact_email: 'dpo@example.org' }),
    })
    await user.click(await screen.findByRole('button', { name: 'View Privacy Policy' }))
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' })
    expect(await within(dialog).findByText(/Last updated: May 15, 2026/)).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'dpo@example.org' }).getAttribute('href')).toBe('mailto:dpo@example.org')
  })

  it('switches the theme and keeps it in userPreferences', async () => {
    const { user } = renderSettings({})
    await user.click(await screen.findByRole('radio', { name: 'Dark' }))
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(JSON.parse(localStorage.getItem('userPreferences') ?? '{}')).toMatchObject({ theme: 'dark' })
  })

  it('adds, edits and removes emergency contacts, showing server field errors under the field', async () => {
    let contacts: EmergencyContact[] = [contact(1, { name: 'Jo Reyes', relationship: 'Sister', phone: '(555) 010-2030' })]
    let refusePhone = true
    const { user } = renderSettings({
      'GET /api/emergency-contacts': () => json(contacts),
      'POST /api/emergency-contacts': ({ body }) => {
        if (refusePhone) {
          refusePhone = false
          return json({ error: 'phone: That number cannot be dialled.', issues: [{ path: ['phone'], message: 'That number cannot be dialled.' }] }, 400)
        }
        const created = contact(2, body as Partial<EmergencyContact>)
        contacts = [...contacts, created]
        return json(created, 201)
      },
      'PUT /api/emergency-contacts/1': ({ body }) => {
        contacts = contacts.map((c) => (c.id === 1 ? { ...c, ...(body as Partial<EmergencyContact>) } : c))
        return json(contacts.find((c) => c.id === 1))
      },
      'DELETE /api/emergency-contacts/2': () => {
        contacts = contacts.filter((c) => c.id !== 2)
        return new Response(null, { status: 204 })
      },
    })
    const list = await screen.findByRole('list', { name: 'Emergency contacts' })
    expect(within(list).getByRole('link', { name: '(555) 010-2030' }).getAttribute('href')).toBe('tel:5550102030')

    await user.click(screen.getByRole('button', { name: 'Add Emergency Contact' }))
    let dialog = await screen.findByRole('dialog', { name: 'Add Emergency Contact' })
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sam Sitter')
    await user.type(within(dialog).getByLabelText(/^Phone/), '555-9999')
    await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }))
    const phone = within(dialog).getByLabelText(/^Phone/)
    expect(await within(dialog).findByText('That number cannot be dialled.')).toBeTruthy()
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await within(list).findByText('Sam Sitter')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Edit Jo Reyes' }))
    dialog = await screen.findByRole('dialog', { name: 'Edit Emergency Contact' })
    const relationship = within(dialog).getByLabelText(/^Relationship/)
    expect((relationship as HTMLInputElement).value).toBe('Sister')
    await user.clear(relationship)
    await user.type(relationship, 'Neighbour')
    await user.click(within(dialog).getByRole('button', { name: 'Save Contact' }))
    expect(await within(list).findByText(/Neighbour/)).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Remove Sam Sitter' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Remove Sam Sitter?' })).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(within(list).queryByText('Sam Sitter')).toBeNull())
  })

  it('links a real contact e-mail, shows an unchecked old one as text, and refuses a new one that is not an address', async () => {
    const posts: unknown[] = []
    const { user } = renderSettings({
      'GET /api/emergency-contacts': () => json([contact(1, { name: 'Jo Reyes', email: 'jo@example.com' }), contact(2, { name: 'Old Kin', email: 'not-an-email' })]),
      'POST /api/emergency-contacts': ({ body }) => {
        posts.push(body)
        return json(contact(3), 201)
      },
    })
    const list = await screen.findByRole('list', { name: 'Emergency contacts' })
    expect(within(list).getByRole('link', { name: 'jo@example.com' }).getAttribute('href')).toBe('mailto:jo@example.com')
    expect(within(list).getByText('not-an-email')).toBeTruthy()
    expect(within(list).queryByRole('link', { name: 'not-an-email' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Add Emergency Contact' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Emergency Contact' })
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sam Sitter')
    await user.type(within(dialog).getByLabelText(/^Phone/), '555-9999')
    const limits = Object.fromEntries([...dialog.querySelectorAll('input, textarea')].map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).maxLength]))
    expect(limits).toEqual(EMERGENCY_CONTACT_TEXT_MAX)
    await user.type(within(dialog).getByLabelText(/^Email/), 'sam@')
    await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }))
    expect(await within(dialog).findByText('E-mail must be an e-mail address.')).toBeTruthy()
    expect(posts).toEqual([])
  })

  it('exports the data as one JSON file', async () => {
    const clicked: HTMLAnchorElement[] = []
    const { user } = renderSettings({ 'GET /api/export': () => json(exported) })
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export')
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      clicked.push(this)
    })
    await user.click(await screen.findByRole('button', { name: 'Export Pet Data' }))
    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0]?.download).toMatch(/^petfolk-export-\d{4}-\d{2}-\d{2}\.json$/)
    expect(await screen.findByText('Your data was exported.')).toBeTruthy()
  })

  it('deletes the account only after DELETE is typed, clears local account data and lands on the landing page', async () => {
    localStorage.setItem('addPetForm', '{"name":"Draft"}')
    localStorage.setItem('merchandiseCart', '[]')
    localStorage.setItem('userPreferences', '{"theme":"dark"}')
    sessionStorage.setItem('something', '1')
    const deleted: unknown[] = []
    const { user, router } = renderSettings({
      'POST /api/account/delete': ({ body }) => {
        deleted.push(body)
        return json({ ok: true })
      },
      'POST /api/logout': () => json({ ok: true }),
    })
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    await user.type(within(dialog).getByLabelText(/Type DELETE to confirm/), 'delete')
    expect(confirm.disabled).toBe(true)
    await user.clear(within(dialog).getByLabelText(/Type DELETE to confirm/))
    await user.type(within(dialog).getByLabelText(/Type DELETE to confirm/), 'DELETE')
    await user.click(confirm)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(deleted).toEqual([{ confirm: 'DELETE' }])
    expect(localStorage.getItem('addPetForm')).toBeNull()
    expect(localStorage.getItem('merchandiseCart')).toBeNull()
    expect(localStorage.getItem('userPreferences')).toBe('{"theme":"dark"}')
    expect(sessionStorage.length).toBe(0)
  })
})
