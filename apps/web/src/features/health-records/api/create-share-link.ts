import { useMutation, useQueryClient } from '@tanstack/react-query'
import { healthRecordEndpoints, type CreatedShareLink } from '@petfolk/contract/health-records'
import { api } from '../../../lib/api.ts'
import { shareLinksQueryKey } from '../query-keys.ts'

/** Makes a 7-day link; the answer carries its full address, which is never shown again. */
export function createShareLink(petId: number, label: string): Promise<CreatedShareLink> {
  return api.call(healthRecordEndpoints.createShareLink, { params: { id: petId }, body: { label } })
}

export function useCreateShareLink(petId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (label: string) => createShareLink(petId, label),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(petId) }),
  })
}
