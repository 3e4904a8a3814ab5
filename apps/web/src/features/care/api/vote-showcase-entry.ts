import { useMutation, useQueryClient } from '@tanstack/react-query'
import { careEndpoints } from '@petfolk/contract/care'
import type { ShowcaseVoteResult } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'
import { careQueryKey } from '../query-keys.ts'

/** One vote per member and entry; a second answers 409 'You have already voted for this pet.' */
export function voteForEntry(entryId: number): Promise<ShowcaseVoteResult> {
  return api.call(careEndpoints.vote, { params: { id: entryId } })
}

/** Takes my vote back (409 when I had not voted). */
export function takeBackVote(entryId: number): Promise<ShowcaseVoteResult> {
  return api.call(careEndpoints.unvote, { params: { id: entryId } })
}

export interface VoteChange {
  entryId: number
  /** true to vote, false to take my vote back. */
  vote: boolean
}

export function useVoteForEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ entryId, vote }: VoteChange) => (vote ? voteForEntry(entryId) : takeBackVote(entryId)),
    // All the page's data reloads after a vote (a refused one too: the counts may have moved).
    onSettled: () => queryClient.invalidateQueries({ queryKey: careQueryKey }),
  })
}
