import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, uploadEndpoints } from '@petfolk/contract/uploads'
import type { AppDeps } from '../../app-env.ts'
import { created, endpointRouter } from '../../http/endpoint-router.ts'
import { ApiError } from '../../http/errors.ts'
import { answerBodyOf, type FileStore } from '../../storage/file-store.ts'
import { NotAnImageError, cleanImage, type CleanImage } from './image.ts'
import { storeUpload, uploadKeyOf } from './store.ts'

const TOO_LARGE = 'The image must be 5 MB or smaller.'
// Multipart framing adds a little around the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

// Hono's body limit used as a check inside the route, so the descriptor's access and rate rule come first.
const withinSizeLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
  onError: () => {
    throw new ApiError(413, TOO_LARGE)
  },
})

/**
 * Reads the one picture of a multipart upload and cleans it (`cleanImage`), refusing with the
 * right status and a sentence: every route that takes a picture reads it through this.
 */
export async function receiveImage(c: Context): Promise<CleanImage> {
  await withinSizeLimit(c, () => Promise.resolve())
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
  try {
    return await cleanImage(Buffer.from(await file.arrayBuffer()))
  } catch (err) {
    if (err instanceof NotAnImageError) throw new ApiError(415, err.message)
    throw err
  }
}

/** POST /api/uploads: the one upload path members use (pet photos, lost-pet reports). */
export function uploadRoutes(deps: AppDeps) {
  const { db, clock, files } = deps
  return endpointRouter(deps).on(uploadEndpoints.upload, async ({ user }, c) => {
    const image = await receiveImage(c)
    return created({ url: await storeUpload(db, files, { userId: user.id }, image, clock.now()) })
  })
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60
const NOT_FOUND = 'That file was not found.'

/**
 * GET /uploads/…: public photos, streamed from the store on every replica (decision 035: not a
 * redirect to the bucket). Only upload names pass, so no address reaches a private backup. Stored
 * files never change (new upload, new name), so browsers and proxies may keep them a year.
 */
export function uploadFiles(files: FileStore) {
  const app = new Hono()
  app.get('*', async (c) => {
    const key = uploadKeyOf(c.req.path)
    const file = key ? await files.read(key) : null
    if (!file) return c.json({ error: NOT_FOUND }, 404)
    const headers = {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
      'X-Content-Type-Options': 'nosniff',
    }
    // Hono answers HEAD from this GET handler and drops the body: let the store's stream go now.
    if (c.req.method === 'HEAD') {
      file.body.destroy()
      return c.body(null, 200, headers)
    }
    return c.body(answerBodyOf(file), 200, headers)
  })
  return app
}
