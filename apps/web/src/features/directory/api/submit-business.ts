import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { businessSubmissionSchema } from '@petfolk/contract/directory'
import { api } from '../../../lib/api.ts'

export const businessSubmissionResultSchema = z.object({
  id: z.number().int(),
  status: z.literal('pending_verification'),
  message: z.string(),
})
export type BusinessSubmissionResult = z.infer<typeof businessSubmissionResultSchema>

/** A new business is stored unverified; it is listed (and so in no list to refresh) once verified. */
export function submitBusiness(values: z.input<typeof businessSubmissionSchema>): Promise<BusinessSubmissionResult> {
  return api.post('/api/businesses', values, { schema: businessSubmissionResultSchema })
}

export function useSubmitBusiness() {
  return useMutation({ mutationFn: submitBusiness })
}
