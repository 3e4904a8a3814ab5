import {
  accountEndpoints,
  emergencyContactEndpoints,
  exportEndpoints,
  privacyPolicyEndpoints,
  settingsEndpoints,
} from '@petfolk/contract/settings'
import type { AppDeps } from '../../app-env.ts'
import { SESSION_COOKIE, DEVICE_COOKIE, clearCookie } from '../../auth/cookies.ts'
import { findUserById } from '../../auth/users-store.ts'
import { created, endpointRouter, noContent, ok } from '../../http/endpoint-router.ts'
import { notFound, notSignedIn } from '../../http/errors.ts'
import { deleteAccount, exportAccount } from './account.ts'
import { createContact, deleteContact, findSettings, listContacts, saveSettings, updateContact } from './store.ts'

const CONTACT_NOT_FOUND = 'Emergency contact not found'
/** Change this date whenever the policy text in the web app's privacy-policy dialog changes. */
export const PRIVACY_POLICY_LAST_UPDATED = '2026-05-15'

/** Public: visitors may read the policy before they sign in. */
export function privacyPolicyRoutes(deps: AppDeps) {
  const { config } = deps
  return endpointRouter(deps).on(privacyPolicyEndpoints.get, () =>
    ok({ last_updated: PRIVACY_POLICY_LAST_UPDATED, contact_email: config.privacyContactEmail }),
  )
}

export function settingsRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(settingsEndpoints.get, async ({ user }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(await findSettings(db, user.id))
    })
    .on(settingsEndpoints.update, async ({ user, body }) => ok(await saveSettings(db, user.id, body, clock.now())))
}

export function emergencyContactRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps)
    .on(emergencyContactEndpoints.list, async ({ user }) => ok(await listContacts(db, user.id)))
    .on(emergencyContactEndpoints.create, async ({ user, body }) => created(await createContact(db, user.id, body, clock.now())))
    .on(emergencyContactEndpoints.update, async ({ user, params, body }) => {
      const contact = await updateContact(db, user.id, params.id, body, clock.now())
      if (!contact) throw notFound(CONTACT_NOT_FOUND)
      return ok(contact)
    })
    .on(emergencyContactEndpoints.remove, async ({ user, params }) => {
      if (!(await deleteContact(db, user.id, params.id))) throw notFound(CONTACT_NOT_FOUND)
      return noContent()
    })
}

/** The export is JSON the browser saves as a file: it says so, with the day's date in the name. */
export function exportRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps).on(exportEndpoints.get, async ({ user }, c) => {
    const now = clock.now()
    c.header('Content-Disposition', `attachment; filename="petfolk-export-${now.toISOString().slice(0, 10)}.json"`)
    c.header('Cache-Control', 'no-store')
    const row = await findUserById(db, user.id)
    if (!row) throw notSignedIn()
    return ok(await exportAccount(db, row, now))
  })
}

export function accountRoutes(deps: AppDeps) {
  const { db, config, files } = deps
  return endpointRouter(deps).on(accountEndpoints.remove, async ({ user }, c) => {
    await deleteAccount(db, user.id, files)
    clearCookie(c, config, SESSION_COOKIE)
    clearCookie(c, config, DEVICE_COOKIE)
    return ok({ ok: true })
  })
}
