import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { authEndpoints } from '@petfolk/contract/auth'
import { SESSION_STATE_ELEMENT_ID, sessionStateSchema, type User } from '@petfolk/contract/users'
import { api, ApiError } from '../../lib/api.ts'

export const currentUserQueryKey = ['users', 'me'] as const

/**
 * The signed-in user, or null when nobody is signed in. Asks GET /api/session, which answers
 * visitors with 200 and no user (GET /api/users/me would answer 401, which browsers log as an
 * error on every public page). Other failures throw the API error, so a caller never mistakes an outage for a signed-out visitor.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return (await api.call(authEndpoints.session)).user
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

/**
 * Starts the session query from what the server wrote into the page, so the first screen needs
 * no GET /api/session. The element is read once and removed: after a sign-out it would be stale.
 * Without it (development server, older server) the query asks the API as before.
 */
export function primeCurrentUserFromPage(queryClient: QueryClient): void {
  const element = document.getElementById(SESSION_STATE_ELEMENT_ID)
  if (!element) return
  element.remove()
  try {
    const state = sessionStateSchema.safeParse(JSON.parse(element.textContent || 'null'))
    if (state.success) queryClient.setQueryData(currentUserQueryKey, state.data.user)
  } catch {
    // Unreadable: ask the API instead.
  }
}
