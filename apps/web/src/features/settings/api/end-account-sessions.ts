import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountSessionEndpoints, type SignedOutOthers } from '@petfolk/contract/auth'
import { api } from '../../../lib/api.ts'
import { accountSessionsQueryKey } from '../query-keys.ts'

export function endAccountSession(id: number): Promise<unknown> {
  return api.call(accountSessionEndpoints.end, { params: { id } })
}

export function signOutOtherSessions(): Promise<SignedOutOthers> {
  return api.call(accountSessionEndpoints.signOutOthers)
}

export function useEndAccountSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: endAccountSession,
    // Also on failure: a 404 means the session had already ended, so the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  })
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  })
}
