import { queryOptions, useQuery } from '@tanstack/react-query'
import { sessionStateSchema, type User } from '@petfolk/contract/users'
import { api, ApiError } from '../../lib/api.ts'

export const currentUserQueryKey = ['users', 'me'] as const

/**
 * The signed-in user, or null when nobody is signed in. Asks GET /api/session, which answers
 * visitors with 200 and no user (GET /api/users/me would answer 401, which browsers log as an
 * error on every public page). Other failures throw the spec's error.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return (await api.get('/api/session', { schema: sessionStateSchema })).user
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401) return null
      throw new Error(`Failed to fetch user: API responded with HTTP status ${error.status}`, { cause: error })
    }
    throw error
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    retry: false,
    staleTime: 5 * 60_000,
  })
}

export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions())
}
