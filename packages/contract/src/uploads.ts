import { z } from 'zod'
import { endpoint, multipart } from './endpoint.ts'
import { RATE_RULES } from './rate-rules.ts'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const UPLOAD_FIELD = 'file'
export const UPLOAD_PATH_PREFIX = '/uploads/'

export const uploadResponseSchema = z.object({ url: z.string() })
export type UploadResponse = z.infer<typeof uploadResponseSchema>

/**
 * The older photo reference, `local-storage:<key>`, which the web app still resolves on the
 * device (lib/photo.ts) but no longer writes. The server refuses it: the picture exists only in
 * the browser that stored it, so a neighbour reading the report would see nothing.
 */
export const LOCAL_PHOTO_PREFIX = 'local-storage:'

/**
 * Exactly the names POST /api/uploads gives (apps/server/src/features/uploads/store.ts): the first
 * two of 32 lowercase hex characters as the folder, then the name and .jpg or .png. Nothing else
 * is an image address: a loose prefix let `/uploads/../api/logout` through, and every browser
 * that showed it signed its member out; a third-party address tells that host who looked.
 */
const UPLOAD_NAME = /^\/uploads\/([0-9a-f]{2})\/\1[0-9a-f]{30}\.(?:jpg|png)$/

/** Whether a text is one of the product's own upload names. */
export function isUploadName(value: string): boolean {
  return UPLOAD_NAME.test(value)
}

/**
 * Every stored image address a member sends: one of our upload names, or null (missing, null
 * or blank). `label` names the field in the sentence.
 */
export function imageAddressSchema(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .pipe(
      z
        .string()
        .refine(isUploadName, `${label} must be an image uploaded to Petfolk.`)
        .nullable(),
    )
}

export const photoUrlSchema = imageAddressSchema('Photo')

export const uploadEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/api/uploads',
    summary: 'Stores one JPEG or PNG picture (5 MB at most), cleaned of its metadata, and answers its address.',
    access: 'signed-in',
    body: multipart(UPLOAD_FIELD),
    answers: { 201: uploadResponseSchema },
    // A multipart body implies 413 but not 415: this one refuses what is not multipart or not an image.
    errors: [415],
    rate: RATE_RULES.upload,
  }),
} as const
