import { Hono } from 'hono'
import { businessQuerySchema, businessSubmissionSchema, userLocationInputSchema, type SavedLocation } from '@petfolk/contract/directory'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { zipCentroid } from '../../geo/geo.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { readJson, readQuery } from '../../http/validate.ts'
import { findSettings } from '../settings/store.ts'
import { businessesNear, findUserLocation, listBusinesses, saveUserLocation, submitBusiness } from './store.ts'

/** Mounted at /api: the business directory and the owner's saved location. */
export function directoryRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/businesses', async (c) => {
    const { q, type, lat, lng, radius } = readQuery(c, businessQuerySchema)
    const page = readPage(c)
    if (lat !== undefined && lng !== undefined) {
      return c.json(await businessesNear(db, { q, type }, { latitude: lat, longitude: lng }, radius, page.limit))
    }
    const rows = await listBusinesses(db, { q, type }, page)
    return c.json(sendPage(c, rows, page, (b) => [b.id]))
  })

  app.post('/businesses', async (c) => {
    const user = currentUser(c)
    const values = await readJson(c, businessSubmissionSchema)
    const id = await submitBusiness(db, user.id, values, zipCentroid(values.zip_code), clock.now())
    return c.json({ id, status: 'pending_verification', message: 'Thanks! Your business will be listed once we have verified it.' }, 201)
  })

  app.get('/user-location', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json((await findUserLocation(db, currentUser(c).id)) ?? null)
  })

  app.post('/user-location', async (c) => {
    const user = currentUser(c)
    const location = await readJson(c, userLocationInputSchema)
    // The owner decides in Settings whether their location is kept; by default it is not.
    const { location_sharing } = await findSettings(db, user.id)
    if (location_sharing) await saveUserLocation(db, user.id, location, clock.now())
    return c.json({ ...location, stored: location_sharing } satisfies SavedLocation)
  })

  return app
}
