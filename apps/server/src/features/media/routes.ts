import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MAX_MEDIA_BACKUP_BYTES, MEDIA_BACKUP_FILE_FIELD, mediaBackupFieldsSchema } from '@petfolk/contract/media'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError, zodErrorBody } from '../../http/errors.ts'
import { readPage, sendPage } from '../../http/pagination.ts'
import { readId, refuseNul } from '../../http/validate.ts'
import { detectMedia } from './media-file.ts'
import { backupFilePath, deleteBackup, findBackupFile, listBackups, saveBackup } from './store.ts'

const BACKUP_NOT_FOUND = 'That backed-up item was not found.'
const TOO_LARGE = `A backed-up file must be ${MAX_MEDIA_BACKUP_BYTES / (1024 * 1024)} MB or smaller.`
const WRONG_TYPE = 'Only JPEG, PNG, WebP or GIF photos and MP4, WebM or QuickTime videos can be backed up.'
// Multipart framing and the metadata fields add a little around the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** Reads the multipart body: the file and the item's metadata fields, all checked before anything is stored. */
async function readBackupForm(form: Record<string, unknown>) {
  const { [MEDIA_BACKUP_FILE_FIELD]: file, ...fields } = form
  if (!(file instanceof File)) throw new ApiError(400, `Attach the file in a field named "${MEDIA_BACKUP_FILE_FIELD}".`)
  if (file.size > MAX_MEDIA_BACKUP_BYTES) throw new ApiError(413, TOO_LARGE)
  if (file.size === 0) throw new ApiError(400, 'The file is empty.')
  refuseNul(fields)
  const parsed = mediaBackupFieldsSchema.safeParse(fields)
  if (!parsed.success) {
    const { error, issues } = zodErrorBody(parsed.error)
    throw new ApiError(400, error, { issues })
  }
  const data = new Uint8Array(await file.arrayBuffer())
  const media = await detectMedia(data)
  if (!media) throw new ApiError(415, WRONG_TYPE)
  if (media.type !== parsed.data.type) throw new ApiError(400, `type: The file is a ${media.type}, not a ${parsed.data.type}.`)
  return { fields: parsed.data, file: { data, media } }
}

/**
 * Mounted at /api/media-backups: the owner's private copy of their device gallery. Files live
 * under UPLOAD_DIR/private/<user id>/ and only come back through this router, to their owner.
 */
export function mediaBackupRoutes({ db, clock, config }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/', async (c) => {
    const user = currentUser(c)
    const page = readPage(c)
    c.header('Cache-Control', 'no-store')
    return c.json(sendPage(c, await listBackups(db, user.id, page), page, (b) => [b.id]))
  })

  app.post(
    '/',
    bodyLimit({
      maxSize: MAX_MEDIA_BACKUP_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw new ApiError(413, TOO_LARGE)
      },
    }),
    async (c) => {
      const user = currentUser(c)
      if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
        throw new ApiError(415, `Send the item as multipart/form-data with the file in a field named "${MEDIA_BACKUP_FILE_FIELD}".`)
      }
      let form: Record<string, unknown>
      try {
        form = await c.req.parseBody()
      } catch {
        throw new ApiError(400, 'The backup could not be read. Please try again.')
      }
      const { fields, file } = await readBackupForm(form)
      const { backup, replaced } = await saveBackup(db, config.uploadDir, user.id, fields, file, clock.now())
      return c.json(backup, replaced ? 200 : 201)
    },
  )

  app.get('/:id/file', async (c) => {
    const user = currentUser(c)
    const row = await findBackupFile(db, user.id, readId(c))
    if (!row) throw new ApiError(404, BACKUP_NOT_FOUND)
    const path = backupFilePath(config.uploadDir, row.path)
    const size = await stat(path).then(
      (s) => s.size,
      () => null,
    )
    if (size === null) throw new ApiError(404, BACKUP_NOT_FOUND)
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>
    return c.body(body, 200, {
      'Content-Type': row.mime_type,
      'Content-Length': String(size),
      // Private to its owner: no shared cache may keep it.
      'Cache-Control': 'private, no-store',
      'Content-Disposition': 'attachment',
    })
  })

  app.delete('/:id', async (c) => {
    const user = currentUser(c)
    if (!(await deleteBackup(db, config.uploadDir, user.id, readId(c)))) throw new ApiError(404, BACKUP_NOT_FOUND)
    return c.body(null, 204)
  })

  return app
}
