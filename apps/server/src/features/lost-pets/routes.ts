import { Hono } from 'hono'
import { z } from 'zod'
import { LOST_PET_SPECIES, LOST_PET_SPECIES_LABELS, alertPreferencesInputSchema, lastSeenDateProblem, lostPetInputSchema, lostPetUpdateSchema } from '@petfolk/contract/lost-pets'
import { choicesError } from '@petfolk/contract/fields'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { zipCentroid, type LatLng } from '../../geo/geo.ts'
import { ApiError } from '../../http/errors.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { spendAllowance } from '../../http/rate-limit.ts'
import { readId, readJson, readQuery } from '../../http/validate.ts'
import { ALERT_KIND, FOUND_KIND } from './alert-texts.ts'
import { findAlertPreferences, findLostPet, listLostPets, reportLostPet, saveAlertPreferences, setFound } from './store.ts'

const REPORT_NOT_FOUND = 'Lost pet report not found'

const listQuery = z.object({
  q: z.string().trim().max(100).optional(),
  species: z.enum(LOST_PET_SPECIES, { error: choicesError('Species', LOST_PET_SPECIES_LABELS) }).optional(),
  zip: z.string().trim().regex(/^\d{1,5}$/, 'zip must be up to 5 digits.').optional(),
})

/** Reports a member may post in a UTC day: enough for several lost pets, too few to spam a city. */
export const REPORTS_PER_DAY = 5
const DAY_SECONDS = 24 * 60 * 60
// The last-seen date is the reporter's calendar date: accept the latest date anywhere on earth (UTC+14).
const EARLIEST_ZONE_AHEAD_MS = 14 * 60 * 60 * 1000

/** Mounted at /api: lost-pet reports and the owner's area alert preferences. */
export function lostPetRoutes({ db, clock, config, events }: AppDeps) {
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
    const now = clock.now()
    const dateProblem = lastSeenDateProblem(values.last_seen_date, new Date(now.getTime() + EARLIEST_ZONE_AHEAD_MS).toISOString().slice(0, 10))
    if (dateProblem) throw new ApiError(400, `last_seen_date: ${dateProblem}`)
    const centre = zipCentroid(values.last_seen_zip_code)
    if (!centre) throw new ApiError(400, `last_seen_zip_code: We could not find ZIP code ${values.last_seen_zip_code}.`)
    const dailyAllowance = async (trx: typeof db) => {
      if (!config.rateLimits.enabled) return
      const limit = {
        key: `lost-pet-report:user:${user.id}`,
        windowSeconds: DAY_SECONDS,
        allowance: REPORTS_PER_DAY * config.rateLimits.scale,
        refusal: `You can post at most ${REPORTS_PER_DAY} lost-pet reports a day.`,
      }
      await spendAllowance(trx, c, limit, Math.floor(now.getTime() / 1000))
    }
    const { report, alerted } = await reportLostPet(db, user.id, values, { latitude: centre.latitude, longitude: centre.longitude }, now, dailyAllowance)
    if (alerted > 0) events.publish({ topic: 'notifications', lostPetId: report.id, kind: ALERT_KIND })
    return c.json({ ...report, alerted }, 201)
  })

  app.patch('/lost-pets/:id', async (c) => {
    const user = currentUser(c)
    const id = readId(c)
    const { is_found } = await readJson(c, lostPetUpdateSchema)
    const result = await setFound(db, user.id, id, is_found, clock.now())
    if (!result) throw new ApiError(404, REPORT_NOT_FOUND)
    // Found: the notices are new. Reopened: they were withdrawn, so the alerted members' bells change too.
    if (result.changed) events.publish({ topic: 'notifications', lostPetId: id, kind: is_found ? FOUND_KIND : ALERT_KIND })
    return c.json(result.report)
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
