import type { Readable } from 'node:stream'
import type { Context } from 'hono'
import {
  MAX_MEDIA_BACKUP_BYTES,
  MEDIA_BACKUP_FILE_FIELD,
  MEDIA_SHARE_LINK_DAYS,
  formatBackupMegabytes,
  mediaBackupFieldsSchema,
  mediaEndpoints,
} from '@petfolk/contract/media'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { created, endpointRouter, noContent, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound, zodErrorBody } from '../../http/errors.ts'
import { sendPage } from '../../http/pagination.ts'
import { refuseNul } from '../../http/validate.ts'
import { answerBodyOf } from '../../storage/file-store.ts'
import type { DetectedMedia } from './media-file.ts'
import { receiveBackup } from './receive.ts'
import { fileTagOf, inlineDisposition, signShareToken, verifyShareToken } from './share-link.ts'
import {
  BackupQuotaExceeded,
  backupKey,
  deleteBackup,
  findBackupFile,
  findSharedBackupFile,
  listBackups,
  ownsPet,
  privatePrefix,
  saveBackup,
  usedBackupBytes,
} from './store.ts'

const BACKUP_NOT_FOUND = 'That backed-up item was not found.'
const SHARE_LINK_INVALID = 'This link is not a valid Petfolk share link. Ask the person who sent it for a new one.'
const SHARE_LINK_EXPIRED = 'This share link has expired. Ask the person who sent it for a new one.'
const SHARED_GONE = 'This photo or video is no longer shared: its owner deleted or replaced the copy.'
const SHARE_LINK_MS = MEDIA_SHARE_LINK_DAYS * 24 * 60 * 60 * 1000
const TOO_LARGE = `A backed-up file must be ${MAX_MEDIA_BACKUP_BYTES / (1024 * 1024)} MB or smaller.`
const WRONG_TYPE = 'Only JPEG, PNG, WebP or GIF photos and MP4, WebM or QuickTime videos can be backed up.'
// Multipart framing and the metadata fields add a little around the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

const quotaFull = (usedBytes: number, quotaBytes: number) =>
  new ApiError(
    413,
    `Your backup space is full: ${formatBackupMegabytes(usedBytes)} of ${formatBackupMegabytes(quotaBytes)} used. Delete some cloud copies to back up more.`,
  )

/** The declared body size, when the client sent one we can trust as a number. */
function declaredLength(c: Context<AppEnv>): number | null {
  const header = c.req.header('content-length')
  return header && /^\d{1,15}$/.test(header) ? Number(header) : null
}

/**
 * The request body as a Node stream: the socket's own request, which @hono/node-server hands the
 * app (a web stream made from it would queue a whole body regardless of backpressure).
 */
function bodyStream(c: Context<AppEnv>): Readable {
  return c.env.incoming
}

/**
 * Public: GET /api/shared/media/:token, one backed-up file for whoever holds a link its owner
 * made. The signed token is the permission; it reaches that one copy only.
 */
export function sharedMediaRoutes(deps: AppDeps) {
  const { db, clock, config, files } = deps
  return endpointRouter(deps).on(mediaEndpoints.shared, async ({ params }, c) => {
    const token = verifyShareToken(config.sessionSecret, params.token)
    if (!token) throw new ApiError(403, SHARE_LINK_INVALID)
    if (token.expiresAt.getTime() <= clock.now().getTime()) throw new ApiError(403, SHARE_LINK_EXPIRED)
    const row = await findSharedBackupFile(db, token.id)
    if (!row || fileTagOf(row.path) !== token.fileTag) throw notFound(SHARED_GONE)
    const file = await files.read(backupKey(row.path))
    if (!file) throw notFound(SHARED_GONE)
    return c.body(answerBodyOf(file), 200, {
      // The type the server judged from the bytes at backup time, never one a client declared.
      'Content-Type': row.mime_type,
      'Content-Length': String(file.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': inlineDisposition(row.title, row.path.slice(row.path.lastIndexOf('.') + 1)),
      // Whoever holds the link may look; no shared cache may keep a copy past a revocation.
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    })
  })
}

/**
 * The owner's private copy of their device gallery. Files live under `private/<user id>/` in the
 * store and only come back through this router, to their owner.
 */
export function mediaBackupRoutes(deps: AppDeps) {
  const { db, clock, config, files } = deps
  const quotaBytes = config.mediaBackupQuotaBytes

  return endpointRouter(deps)
    .on(mediaEndpoints.list, async ({ user, page }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok(sendPage(c, await listBackups(db, user.id, page), page, (b) => [b.id]))
    })
    .on(mediaEndpoints.usage, async ({ user }, c) => {
      c.header('Cache-Control', 'no-store')
      return ok({ used_bytes: await usedBackupBytes(db, user.id), quota_bytes: quotaBytes })
    })
    .on(mediaEndpoints.backUp, async ({ user }, c) => {
      const contentType = c.req.header('content-type') ?? ''
      if (!/^multipart\/form-data\b/i.test(contentType)) {
        throw new ApiError(415, `Send the item as multipart/form-data with the file in a field named "${MEDIA_BACKUP_FILE_FIELD}".`)
      }
      const declared = declaredLength(c)
      if (declared !== null && declared > MAX_MEDIA_BACKUP_BYTES + MULTIPART_OVERHEAD_BYTES) throw new ApiError(413, TOO_LARGE)

      const { fields, file } = await receiveBackup(bodyStream(c), contentType, files, async (raw) => {
        refuseNul(raw)
        const parsed = mediaBackupFieldsSchema.safeParse(raw)
        if (!parsed.success) {
          const { error, issues } = zodErrorBody(parsed.error)
          throw new ApiError(400, error, { issues })
        }
        const { pet_id: petId, type, client_id: clientId } = parsed.data
        if (petId !== null && !(await ownsPet(db, user.id, petId))) throw new ApiError(400, 'pet_id: That pet is not one of yours.')
        // A replaced copy's space comes back, so it does not count against its replacement.
        const used = await usedBackupBytes(db, user.id, clientId)
        const left = Math.max(0, quotaBytes - used)
        // Refused before a byte is written when even the declared body, less its framing, cannot fit.
        if (declared !== null && declared - MULTIPART_OVERHEAD_BYTES > left) throw quotaFull(used, quotaBytes)
        const quotaIsTighter = left < MAX_MEDIA_BACKUP_BYTES
        return {
          prefix: privatePrefix(user.id),
          maxBytes: Math.min(left, MAX_MEDIA_BACKUP_BYTES),
          tooLarge: () => (quotaIsTighter ? quotaFull(used, quotaBytes) : new ApiError(413, TOO_LARGE)),
          check: (media: DetectedMedia | null) => {
            if (!media) throw new ApiError(415, WRONG_TYPE)
            if (media.type !== type) throw new ApiError(400, `type: The file is a ${media.type}, not a ${type}.`)
            return media
          },
        }
      })
      // The fields were checked when the file began; parse again only for their typed form.
      const parsed = mediaBackupFieldsSchema.parse(fields)
      try {
        const { backup, replaced } = await saveBackup(db, files, user.id, parsed, file, quotaBytes, clock.now())
        return replaced ? ok(backup) : created(backup)
      } catch (err) {
        if (err instanceof BackupQuotaExceeded) throw quotaFull(err.usedBytes, quotaBytes)
        throw err
      }
    })
    .on(mediaEndpoints.file, async ({ user, params }, c) => {
      const row = await findBackupFile(db, user.id, params.id)
      if (!row) throw notFound(BACKUP_NOT_FOUND)
      const file = await files.read(backupKey(row.path))
      if (!file) throw notFound(BACKUP_NOT_FOUND)
      return c.body(answerBodyOf(file), 200, {
        'Content-Type': row.mime_type,
        'Content-Length': String(file.size),
        // Private to its owner: no shared cache may keep it.
        'Cache-Control': 'private, no-store',
        'Content-Disposition': 'attachment',
      })
    })
    // A link the owner sends to someone without an account, for when the device cannot share the file itself.
    .on(mediaEndpoints.shareLink, async ({ user, params }, c) => {
      const row = await findBackupFile(db, user.id, params.id)
      if (!row) throw notFound(BACKUP_NOT_FOUND)
      const expiresAt = new Date(clock.now().getTime() + SHARE_LINK_MS)
      const token = signShareToken(config.sessionSecret, row.id, row.path, expiresAt)
      c.header('Cache-Control', 'no-store')
      return created({ url: `${config.appUrl}/api/shared/media/${token}`, expires_at: expiresAt.toISOString() })
    })
    .on(mediaEndpoints.remove, async ({ user, params }) => {
      if (!(await deleteBackup(db, files, user.id, params.id))) throw notFound(BACKUP_NOT_FOUND)
      return noContent()
    })
}
