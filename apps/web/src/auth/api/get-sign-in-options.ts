import { queryOptions, useQuery } from '@tanstack/react-query'
import { authEndpoints, type SignInOptions } from '@petfolk/contract/auth'
import { api } from '../../lib/api.ts'

export function fetchSignInOptions(): Promise<SignInOptions> {
  return api.call(authEndpoints.options)
}

export const signInOptionsQueryKey = ['auth', 'options'] as const

export function signInOptionsQueryOptions() {
  return queryOptions({ queryKey: signInOptionsQueryKey, queryFn: fetchSignInOptions, staleTime: Infinity })
}

export function useSignInOptions() {
  return useQuery(signInOptionsQueryOptions())
}
