import { z } from 'zod'
import { endpoint, multipart, noBody, rawAnswer } from './endpoint.ts'
import { MAX_ID, requiredText } from './fields.ts'
import { RATE_RULES } from './rate-rules.ts'

/*
 * The media gallery lives on the owner's device. These schemas describe the private server backup
 * of it: one backed-up item per device item, matched by the device's own id (client_id).
 */

export const MEDIA_TYPES = ['photo', 'video'] as const
export type MediaType = (typeof MEDIA_TYPES)[number]

/** The multipart field that carries the file; the other fields are the item's metadata. */
export const MEDIA_BACKUP_FILE_FIELD = 'file'
/** Videos are large; the server refuses anything bigger with 413. */
export const MAX_MEDIA_BACKUP_BYTES = 100 * 1024 * 1024
export const MAX_MEDIA_TAGS = 30
export const MAX_MEDIA_TAG_LENGTH = 50
export const MAX_MEDIA_TITLE_LENGTH = 200

/** The types the backup takes, judged by the file's bytes (magic numbers), per media type. */
export const MEDIA_BACKUP_MIME_TYPES: Record<MediaType, readonly string[]> = {
  photo: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
}

export const mediaTagsSchema = z
  .array(
    z
      .string({ error: 'Each tag must be text.' })
      .trim()
      .min(1, 'Tags cannot be blank.')
      .max(MAX_MEDIA_TAG_LENGTH, `Each tag must be at most ${MAX_MEDIA_TAG_LENGTH} characters.`),
    { error: 'Tags must be a list of words.' },
  )
  .max(MAX_MEDIA_TAGS, `At most ${MAX_MEDIA_TAGS} tags.`)

/** The device's id of an item: the same item backed up twice replaces the first copy. */
export const mediaClientIdSchema = z
  .string({ error: 'client_id is required.' })
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'client_id must be 1 to 100 letters, digits, "-" or "_".')

/**
 * The metadata fields of POST /api/media-backups. Multipart fields are text, so tags travel as
 * JSON text and pet_id as digits (or empty for no pet).
 */
export const mediaBackupFieldsSchema = z.strictObject({
  client_id: mediaClientIdSchema,
  type: z.enum(MEDIA_TYPES, { error: 'type must be photo or video.' }),
  title: requiredText('Title', MAX_MEDIA_TITLE_LENGTH),
  tags: z
    .string({ error: 'tags must be a JSON list.' })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'tags must be a JSON list.' })
        return z.NEVER
      }
    })
    .pipe(mediaTagsSchema),
  pet_id: z
    .string({ error: 'pet_id must be a number.' })
    .regex(/^\d*$/, 'pet_id must be a number.')
    .optional()
    .transform((v) => (v ? Number(v) : null))
    .refine((v) => v === null || v > 0, 'pet_id must be a positive number.')
    .refine((v) => v === null || v <= MAX_ID, `pet_id must be an id no larger than ${MAX_ID}.`),
  created_at: z.iso.datetime({ offset: true, error: 'created_at must be an ISO date-time.' }),
})
export type MediaBackupFields = z.input<typeof mediaBackupFieldsSchema>

/** A backed-up item as the server lists it (the file itself is at /api/media-backups/:id/file). */
export const mediaBackupSchema = z.object({
  id: z.number().int(),
  client_id: z.string(),
  type: z.enum(MEDIA_TYPES),
  title: z.string(),
  tags: z.array(z.string()),
  pet_id: z.number().int().nullable(),
  mime_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  backed_up_at: z.string(),
})
export type MediaBackup = z.infer<typeof mediaBackupSchema>

/** GET /api/media-backups/usage: the member's backup space, the sum of their backed-up files' sizes. */
export const mediaBackupUsageSchema = z.object({
  used_bytes: z.number().int().nonnegative(),
  quota_bytes: z.number().int().positive(),
})
export type MediaBackupUsage = z.infer<typeof mediaBackupUsageSchema>

/** "1,020 MB": how the server's 413 and the backup panel both put an amount of backup space. */
export function formatBackupMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  if (mb > 0 && mb < 0.1) return 'less than 0.1 MB'
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: mb > 0 && mb < 10 ? 1 : 0 }).format(mb)} MB`
}

/** How long a link to a backed-up file works for the person it was sent to. */
export const MEDIA_SHARE_LINK_DAYS = 7

/**
 * POST /api/media-backups/:id/share-link: a signed address of the backed-up file that opens
 * without signing in until expires_at, and stops working once the copy is deleted or replaced.
 */
export const mediaShareLinkSchema = z.object({
  url: z.string(),
  expires_at: z.string(),
})
export type MediaShareLink = z.infer<typeof mediaShareLinkSchema>

/** A media backup's form fields. */
export const exampleMediaFields = { client_id: 'm-1717000000000-abc123', type: 'photo', title: 'Biscuit at the beach', tags: '["beach"]', created_at: '2026-05-31T14:02:11.000Z' }

export const mediaEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/media-backups',
    summary: "The member's backed-up photos and videos, oldest first.",
    access: 'signed-in',
    sweep: { lists: 'mediaBackup' },
    example: { query: { limit: '10' } },
    paged: true,
    answers: { 200: z.array(mediaBackupSchema) },
  }),
  usage: endpoint({
    method: 'GET',
    path: '/api/media-backups/usage',
    summary: "The member's backup space: used and allowed bytes.",
    access: 'signed-in',
    answers: { 200: mediaBackupUsageSchema },
  }),
  backUp: endpoint({
    method: 'POST',
    path: '/api/media-backups',
    summary: `Backs up one gallery item (at most ${MAX_MEDIA_BACKUP_BYTES / (1024 * 1024)} MB); the same client_id again replaces its copy.`,
    access: 'signed-in',
    example: { body: exampleMediaFields },
    body: multipart(MEDIA_BACKUP_FILE_FIELD, mediaBackupFieldsSchema),
    answers: { 200: mediaBackupSchema, 201: mediaBackupSchema },
    // 415: not multipart, or a file that is no photo or video the backup takes.
    errors: [415],
    rate: RATE_RULES.backup,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/media-backups/:id/file',
    summary: 'The backed-up file itself, to its owner.',
    access: 'signed-in',
    rows: { id: 'mediaBackup' },
    answers: { 200: rawAnswer('*/*', 'The file, typed as the photo or video its bytes showed at backup, as an attachment.') },
  }),
  shareLink: endpoint({
    method: 'POST',
    path: '/api/media-backups/:id/share-link',
    summary: `A signed address of the backed-up file that opens without an account for ${MEDIA_SHARE_LINK_DAYS} days.`,
    access: 'signed-in',
    rows: { id: 'mediaBackup' },
    answers: { 201: mediaShareLinkSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/media-backups/:id',
    summary: 'Deletes a backed-up item and its file.',
    access: 'signed-in',
    rows: { id: 'mediaBackup' },
    answers: { 204: noBody },
  }),
  shared: endpoint({
    method: 'GET',
    path: '/api/shared/media/:token',
    summary: 'The file a media share link opens, for whoever holds it.',
    access: 'public',
    rows: { token: 'shareToken' },
    // Signed, not stored: the handler checks the signature, so a token it cannot read is a 403 like a forged one.
    params: { token: z.string() },
    answers: { 200: rawAnswer('*/*', 'The file, typed as the photo or video its bytes showed at backup, shown inline.') },
    // 403: a link that is not the server's own, or has expired.
    errors: [403],
  }),
} as const
