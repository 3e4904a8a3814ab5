import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { photographerSubmissionSchema } from '@petfolk/contract/demo'
import { photographerEndpoints, type PhotographerSubmissionResult } from '@petfolk/contract/photographers'
import { api } from '../../../lib/api.ts'

export type PhotographerSubmission = z.output<typeof photographerSubmissionSchema>

/** "Join Our Directory": the listing waits for review, so no list changes yet. */
export function submitPhotographer(listing: PhotographerSubmission): Promise<PhotographerSubmissionResult> {
  return api.call(photographerEndpoints.submit, { body: listing })
}

export function useSubmitPhotographer() {
  return useMutation({ mutationFn: submitPhotographer })
}
