import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { directoryEndpoints, type BusinessSubmissionResult, type businessSubmissionSchema } from '@petfolk/contract/directory'
import { api } from '../../../lib/api.ts'

/** A new business is stored unverified; it is listed (and so in no list to refresh) once verified. */
export function submitBusiness(values: z.input<typeof businessSubmissionSchema>): Promise<BusinessSubmissionResult> {
  return api.call(directoryEndpoints.submitBusiness, { body: values })
}

export function useSubmitBusiness() {
  return useMutation({ mutationFn: submitBusiness })
}
