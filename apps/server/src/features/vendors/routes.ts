import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { listAnnouncements, listVendorFeatures } from './store.ts'

/** Mounted at /api: vendor features and partner news (catalog content, at most 100 of each). */
export function vendorRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/vendor-features', async (c) => c.json(await listVendorFeatures(db)))
  app.get('/partner-announcements', async (c) => c.json(await listAnnouncements(db)))
  return app
}
