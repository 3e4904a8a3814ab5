import { useMutation, useQueryClient } from '@tanstack/react-query'
import { healthRecordEndpoints } from '@petfolk/contract/health-records'
import { api } from '../../../lib/api.ts'
import { shareLinksQueryKey } from '../query-keys.ts'

/** After this the link's address answers "expired or revoked". */
export async function revokeShareLink(id: number): Promise<void> {
  await api.call(healthRecordEndpoints.revokeShareLink, { params: { id } })
}

export function useRevokeShareLink(petId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(petId) }),
  })
}
