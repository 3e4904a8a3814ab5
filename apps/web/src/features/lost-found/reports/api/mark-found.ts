import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { FOUND_UNDO_HOURS, lostPetEndpoints, type LostPet } from '@petfolk/contract/lost-found/reports'
import { api } from '../../../../lib/api.ts'
import { updatePagedItems } from '../../../../lib/use-paged-list.ts'
import { lostPetQueryOptions } from './get-lost-pet.ts'
import { lostPetsQueryKey } from '../../query-keys.ts'

const setFoundMutationKey = [...lostPetsQueryKey, 'set-found'] as const

export interface SetFoundVariables {
  id: number
  /** true marks the pet found; false takes that back (the server allows it for FOUND_UNDO_HOURS). */
  isFound: boolean
}

/** Only the reporter may do this. Marking found tells everyone the report alerted; undoing withdraws that. */
export function setFound({ id, isFound }: SetFoundVariables): Promise<LostPet> {
  return api.call(lostPetEndpoints.setFound, { params: { id }, body: { is_found: isFound } })
}

export function useSetFound() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: setFoundMutationKey,
    mutationFn: setFound,
    onSuccess: (report) => {
      queryClient.setQueryData(lostPetQueryOptions(report.id).queryKey, report)
      // A found report leaves the open list at once; a reopened one comes back with the refetch.
      if (report.is_found) {
        updatePagedItems<LostPet>(queryClient, [...lostPetsQueryKey, 'list'], (items) => items.filter((r) => r.id !== report.id))
      }
      return queryClient.invalidateQueries({ queryKey: [...lostPetsQueryKey, 'list'] })
    },
    onError: (_error, { id }) =>
      // The server's idea of the report (a 409: the undo window closed) replaces ours.
      queryClient.invalidateQueries({ queryKey: lostPetQueryOptions(id).queryKey }),
  })
}

/** Ids of reports being marked found, or reopened, right now. */
export function useReportsChangingFound(): number[] {
  return useMutationState({
    filters: { mutationKey: setFoundMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as SetFoundVariables).id,
  })
}

/** The moment the owner can no longer take "found" back (ms since the epoch), or null while missing. */
export function undoFoundDeadline(report: Pick<LostPet, 'is_found' | 'found_at'>): number | null {
  if (!report.is_found || !report.found_at) return null
  const at = Date.parse(report.found_at)
  return Number.isNaN(at) ? null : at + FOUND_UNDO_HOURS * 60 * 60 * 1000
}
