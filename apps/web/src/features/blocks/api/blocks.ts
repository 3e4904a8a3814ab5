import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { blockEndpoints } from '@petfolk/contract/blocks'
import { api } from '../../../lib/api.ts'
import { blocksQueryKey } from '../query-keys.ts'

/** The members the signed-in member has blocked. */
export function useBlocks() {
  return useQuery({ queryKey: blocksQueryKey, queryFn: ({ signal }) => api.call(blockEndpoints.list, { signal }) })
}

/** The ids of the blocked members, for collapsing what they wrote. */
export function useBlockedIds(): ReadonlySet<number> {
  const blocks = useBlocks()
  return new Set((blocks.data ?? []).map((b) => b.user_id))
}

export function useBlockMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => api.call(blockEndpoints.block, { body: { user_id: userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blocksQueryKey }),
  })
}

export function useUnblockMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => api.call(blockEndpoints.unblock, { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blocksQueryKey }),
  })
}
