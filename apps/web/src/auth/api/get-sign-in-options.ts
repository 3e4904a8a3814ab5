import { queryOptions, useQuery } from '@tanstack/react-query'
import { signInOptionsSchema, type SignInOptions } from '@petfolk/contract/auth'
import { api } from '../../lib/api.ts'

export function fetchSignInOptions(): Promise<SignInOptions> {
  return api.get('/api/auth/options', { schema: signInOptionsSchema })
}

export const signInOptionsQueryKey = ['auth', 'options'] as const

export function signInOptionsQueryOptions() {
  return queryOptions({ queryKey: signInOptionsQueryKey, queryFn: fetchSignInOptions, staleTime: Infinity })
}

export function useSignInOptions() {
  return useQuery(signInOptionsQueryOptions())
}
