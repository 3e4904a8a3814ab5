import { Hono } from 'hono'
import { z } from 'zod'
import { LOST_PET_SPECIES, alertPreferencesInputSchema, lostPetInputSchema, lostPetUpdateSchema } from '@petfolk/contract/lost-pets'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { zipCentroid, type LatLng } from '../../geo/geo.ts'
import { ApiError } from '../../http/errors.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { readId, readJson, readQuery } from '../../http/validate.ts'
import { findAlertPreferences, findLostPet, listLostPets, reportLostPet, saveAlertPreferences, setFound } from './store.ts'

const REPORT_NOT_FOUND = 'Lost pet report not found'

const listQuery = z.object({
  q: z.string().trim().max(100).optional(),
  species: z.enum(LOST_PET_SPECIES).optional(),
  zip: z.string().trim().regex(/^\d{1,5}$/, 'zip must be up to 5 digits.').optional(),
})

/** Mounted at /api: lost-pet reports and the owner's area alert preferences. */
export function lostPetRoutes({ db, clock, config }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/lost-pets', async (c) => {
    const filter = readQuery(c, listQuery)
    const page = readPage(c)
    return c.json(sendPage(c, await listLostPets(db, filter, page), page, (r) => [r.id]))
  })

  app.get('/lost-pets/:id', async (c) => {
    currentUser(c)
    const report = await findLostPet(db, readId(c))
    if (!report) throw new ApiError(404, REPORT_NOT_FOUND)
    return c.json(report)
  })

  app.post('/lost-pets', async (c) => {
    const user = currentUser(c)
    const values = await readJson(c, lostPetInputSchema)
    const centre = zipCentroid(values.last_seen_zip_code)
    if (!centre) throw new ApiError(400, `last_seen_zip_code: We could not find ZIP code ${values.last_seen_zip_code}.`)
    const { report, alerted } = await reportLostPet(db, user.id, values, { latitude: centre.latitude, longitude: centre.longitude }, config.appUrl, clock.now())
    return c.json({ ...report, alerted }, 201)
  })

  app.patch('/lost-pets/:id', async (c) => {
    const user = currentUser(c)
    const id = readId(c)
    const { is_found } = await readJson(c, lostPetUpdateSchema)
    const report = await setFound(db, user.id, id, is_found, clock.now())
    if (!report) throw new ApiError(404, REPORT_NOT_FOUND)
    return c.json(report)
  })

  app.get('/user-alert-preferences', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await findAlertPreferences(db, currentUser(c).id))
  })

  app.post('/user-alert-preferences', async (c) => {
    const user = currentUser(c)
    const values = await readJson(c, alertPreferencesInputSchema)
    const centres = new Map<string, LatLng>()
    for (const zip of values.zip_codes) {
      const centre = zipCentroid(zip)
      if (!centre) throw new ApiError(400, `zip_codes: We could not find ZIP code ${zip}.`)
      centres.set(zip, centre)
    }
    return c.json(await saveAlertPreferences(db, user.id, values, centres, clock.now()))
  })

  return app
}
