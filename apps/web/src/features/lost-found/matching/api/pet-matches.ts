import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { petMatchEndpoints, type FoundPetMatch, type LostPetMatch } from '@petfolk/contract/lost-found/matching'
import { api } from '../../../../lib/api.ts'
import { petMatchesQueryKey } from '../../query-keys.ts'

export type MatchSide = 'lost' | 'found'

export function useLostPetMatches(id: number | null) {
  return useQuery({
    queryKey: petMatchesQueryKey('lost', id ?? 0),
    queryFn: ({ signal }): Promise<LostPetMatch[]> => api.call(petMatchEndpoints.lostPetMatches, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  })
}

export function useFoundPetMatches(id: number | null) {
  return useQuery({
    queryKey: petMatchesQueryKey('found', id ?? 0),
    queryFn: ({ signal }): Promise<FoundPetMatch[]> => api.call(petMatchEndpoints.foundPetMatches, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  })
}

/** "Not my pet" / "Not this pet": only the asker's side stops seeing the match. */
export function useDismissMatch(side: MatchSide, reportId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (matchId: number) => api.call(petMatchEndpoints.dismiss, { params: { id: matchId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: petMatchesQueryKey(side, reportId) }),
  })
}

/** "This is my pet": the owner confirms, which opens a conversation with the finder. */
export function useConfirmMatch(reportId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (matchId: number) => api.call(petMatchEndpoints.confirm, { params: { id: matchId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: petMatchesQueryKey('lost', reportId) }),
  })
}
