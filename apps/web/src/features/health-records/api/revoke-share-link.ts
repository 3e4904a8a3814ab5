import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { shareLinksQueryKey } from './get-share-links.ts'

/** After this the link's address answers "expired or revoked". */
export function revokeShareLink(id: number): Promise<unknown> {
  return api.delete(`/api/share-links/${id}`)
}

export function useRevokeShareLink(petId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(petId) }),
  })
}
