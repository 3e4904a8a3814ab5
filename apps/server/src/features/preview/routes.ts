import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { listCareTips, listShowcase } from '../care/store.ts'
import { listPhotographers } from '../photographers/store.ts'

const PREVIEW_TIPS = 6
const PREVIEW_SHOWCASE = 6
const PREVIEW_PHOTOGRAPHERS = 6

/** Public sample data for visitors on /preview (no sign-in): demo content only, never users' rows. */
export function previewRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/pet-care-tips', async (c) => c.json(await listCareTips(db, PREVIEW_TIPS)))
  app.get('/daily-pet-showcase', async (c) => c.json(await listShowcase(db, { limit: PREVIEW_SHOWCASE, demoOnly: true })))
  app.get('/photographers', async (c) => c.json(await listPhotographers(db, PREVIEW_PHOTOGRAPHERS)))
  return app
}
