import { mkdirSync } from 'node:fs'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { serveStatic } from '@hono/node-server/serve-static'
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_PATH_PREFIX } from '@petfolk/contract/uploads'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { NotAnImageError, cleanImage } from './image.ts'
import { storeUpload } from './store.ts'

const TOO_LARGE = 'The image must be 5 MB or smaller.'
// Multipart framing adds a little around the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** POST /api/uploads: the one upload path every area uses (pet photos, lost-pet reports). */
export function uploadRoutes({ db, clock, config }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.post(
    '/',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw new ApiError(413, TOO_LARGE)
      },
    }),
    async (c) => {
      const user = currentUser(c)
      if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
        throw new ApiError(415, `Send the image as multipart/form-data in a field named "${UPLOAD_FIELD}".`)
      }
      let form: Record<string, unknown>
      try {
        form = await c.req.parseBody()
      } catch {
        throw new ApiError(400, 'The upload could not be read. Please try again.')
      }
      const file = form[UPLOAD_FIELD]
      if (!(file instanceof File)) throw new ApiError(400, `Attach the image in a field named "${UPLOAD_FIELD}".`)
      if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, TOO_LARGE)
      if (file.size === 0) throw new ApiError(400, 'The file is empty.')
      let image
      try {
        image = await cleanImage(Buffer.from(await file.arrayBuffer()))
      } catch (err) {
        if (err instanceof NotAnImageError) throw new ApiError(415, err.message)
        throw err
      }
      const url = await storeUpload(db, config.uploadDir, user.id, image, clock.now())
      return c.json({ url }, 201)
    },
  )
  return app
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** GET /uploads/…: stored files never change (new upload, new name), so browsers may keep them a year. */
export function uploadFiles(uploadDir: string) {
  mkdirSync(uploadDir, { recursive: true })
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.res.headers.set('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
  })
  app.get(
    '*',
    serveStatic({
      root: uploadDir,
      rewriteRequestPath: (path) => path.slice(UPLOAD_PATH_PREFIX.length - 1),
    }),
  )
  app.get('*', (c) => c.json({ error: 'That file was not found.' }, 404))
  return app
}
