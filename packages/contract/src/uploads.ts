import { z } from 'zod'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const UPLOAD_FIELD = 'file'
export const UPLOAD_PATH_PREFIX = '/uploads/'

export const uploadResponseSchema = z.object({ url: z.string() })
export type UploadResponse = z.infer<typeof uploadResponseSchema>

/**
 * A photo_url may be an uploaded file, an https URL, or (from older clients that kept photos in
 * the browser) a reference to browser storage: this prefix followed by the storage key.
 */
export const LOCAL_PHOTO_PREFIX = 'local-storage:'

export const photoUrlSchema = z
  .string({ error: 'Photo address must be text.' })
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : null))
  .pipe(
    z
      .string()
      .max(2048, 'Photo address is too long.')
      .refine(
        (v) => v.startsWith(UPLOAD_PATH_PREFIX) || v.startsWith(LOCAL_PHOTO_PREFIX) || /^https:\/\/[^\s]+$/.test(v),
        'Photo must be an uploaded image or an https address.',
      )
      .nullable(),
  )
