import { Hono } from 'hono'
import { deleteAccountSchema, emergencyContactInputSchema, settingsUpdateSchema, type PrivacyPolicy } from '@petfolk/contract/settings'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { SESSION_COOKIE, DEVICE_COOKIE, clearCookie } from '../../auth/cookies.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { findUserById } from '../../auth/users-store.ts'
import { ApiError, notSignedIn } from '../../http/errors.ts'
import { readId, readJson } from '../../http/validate.ts'
import { deleteAccount, exportAccount } from './account.ts'
import { createContact, deleteContact, findSettings, listContacts, saveSettings, updateContact } from './store.ts'

const CONTACT_NOT_FOUND = 'Emergency contact not found'
/** Change this date whenever the policy text in the web app's privacy-policy dialog changes. */
export const PRIVACY_POLICY_LAST_UPDATED = '2026-05-15'

/** Mounted at /api: settings, emergency contacts, data export and account deletion. */
export function settingsRoutes({ db, clock, config }: AppDeps) {
  const app = new Hono<AppEnv>()

  // Public (see PUBLIC_API): visitors may read the policy before they sign in.
  app.get('/privacy-policy', (c) =>
    c.json({ last_updated: PRIVACY_POLICY_LAST_UPDATED, contact_email: config.privacyContactEmail } satisfies PrivacyPolicy),
  )

  app.get('/settings', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await findSettings(db, currentUser(c).id))
  })

  app.put('/settings', async (c) => {
    const user = currentUser(c)
    const changes = await readJson(c, settingsUpdateSchema)
    return c.json(await saveSettings(db, user.id, changes, clock.now()))
  })

  app.get('/emergency-contacts', async (c) => c.json(await listContacts(db, currentUser(c).id)))

  app.post('/emergency-contacts', async (c) => {
    const user = currentUser(c)
    const values = await readJson(c, emergencyContactInputSchema)
    return c.json(await createContact(db, user.id, values, clock.now()), 201)
  })

  app.put('/emergency-contacts/:id', async (c) => {
    const user = currentUser(c)
    const id = readId(c)
    const values = await readJson(c, emergencyContactInputSchema)
    const contact = await updateContact(db, user.id, id, values, clock.now())
    if (!contact) throw new ApiError(404, CONTACT_NOT_FOUND)
    return c.json(contact)
  })

  app.delete('/emergency-contacts/:id', async (c) => {
    if (!(await deleteContact(db, currentUser(c).id, readId(c)))) throw new ApiError(404, CONTACT_NOT_FOUND)
    return c.body(null, 204)
  })

  app.get('/export', async (c) => {
    const user = currentUser(c)
    const now = clock.now()
    c.header('Content-Disposition', `attachment; filename="petfolk-export-${now.toISOString().slice(0, 10)}.json"`)
    c.header('Cache-Control', 'no-store')
    const row = await findUserById(db, user.id)
    if (!row) throw notSignedIn()
    return c.json(await exportAccount(db, row, now))
  })

  app.post('/account/delete', async (c) => {
    const user = currentUser(c)
    await readJson(c, deleteAccountSchema)
    await deleteAccount(db, user.id, config.uploadDir)
    clearCookie(c, config, SESSION_COOKIE)
    clearCookie(c, config, DEVICE_COOKIE)
    return c.json({ ok: true })
  })

  return app
}
