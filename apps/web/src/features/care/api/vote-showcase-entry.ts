import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api.ts'
import { careQueryKey } from './get-care-tips.ts'

const voteResultSchema = z.object({ vote_count: z.number().int() })

/** One vote per member and entry; a second answers 409 'You have already voted for this pet.' */
export function voteForEntry(entryId: number): Promise<{ vote_count: number }> {
  return api.post(`/api/daily-pet-showcase/${entryId}/vote`, undefined, { schema: voteResultSchema })
}

export function useVoteForEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: voteForEntry,
    // The spec reloads all the page's data after a vote (a refused one too: the counts may have moved).
    onSettled: () => queryClient.invalidateQueries({ queryKey: careQueryKey }),
  })
}
