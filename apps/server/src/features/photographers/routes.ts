import { Hono } from 'hono'
import { photographerQuerySchema, photographerSubmissionSchema } from '@petfolk/contract/demo'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { zipCentroid } from '../../geo/geo.ts'
import { ApiError } from '../../http/errors.ts'
import { readJson, readQuery } from '../../http/validate.ts'
import { listPhotographers, photographersNear, submitPhotographer } from './store.ts'

const MAX_RESULTS = 200

/** Mounted at /api: photographers by ZIP and radius, and directory submissions. */
export function photographerRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/pet-photographers', async (c) => {
    const { zip_code, radius } = readQuery(c, photographerQuerySchema)
    if (!zip_code) return c.json(await listPhotographers(db, MAX_RESULTS))
    const centre = zipCentroid(zip_code)
    if (!centre) throw new ApiError(400, `We could not find ZIP code ${zip_code}.`)
    return c.json(await photographersNear(db, centre, radius, MAX_RESULTS))
  })

  app.post('/pet-photographers', async (c) => {
    const user = currentUser(c)
    const values = await readJson(c, photographerSubmissionSchema)
    const centre = zipCentroid(values.zip_code)
    if (!centre) throw new ApiError(400, `zip_code: We could not find ZIP code ${values.zip_code}.`)
    const id = await submitPhotographer(db, user.id, { ...values, portfolio_images: [] }, { latitude: centre.latitude, longitude: centre.longitude }, clock.now())
    return c.json({ id, status: 'pending_review', message: 'Thanks! Your listing will appear once we have reviewed it.' }, 201)
  })

  return app
}
