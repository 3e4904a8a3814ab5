import { z } from 'zod'

export const DEFAULT_PAGE_SIZE = 50
export const MAX_PAGE_SIZE = 200
/** Lists answer arrays; the next page's cursor travels in this header. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor'

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
})
export type PageQuery = z.infer<typeof pageQuerySchema>
