import { z } from 'zod'

/** Every API error has this shape: a human sentence, plus zod issues for bad input. */
export const apiErrorSchema = z.object({
  error: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>
