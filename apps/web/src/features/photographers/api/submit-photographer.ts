import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { photographerSubmissionSchema } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'

const submissionResultSchema = z.object({ id: z.number().int(), status: z.literal('pending_review'), message: z.string() })
export type PhotographerSubmission = z.output<typeof photographerSubmissionSchema>
export type SubmissionResult = z.infer<typeof submissionResultSchema>

/** "Join Our Directory": the listing waits for review, so no list changes yet. */
export function submitPhotographer(listing: PhotographerSubmission): Promise<SubmissionResult> {
  return api.post('/api/pet-photographers', listing, { schema: submissionResultSchema })
}

export function useSubmitPhotographer() {
  return useMutation({ mutationFn: submitPhotographer })
}
