import { useCallback, useMemo, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { AuthContext, type AuthContextValue } from './auth-context.ts'
import { currentUserQueryKey, currentUserQueryOptions, useCurrentUserQuery } from './api/get-current-user.ts'
import { exchangeCodeForSession, logoutOnServer, redirectToLogin } from './api/session.ts'
import { pinStatusQueryKey } from './api/get-pin-status.ts'

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const userQuery = useCurrentUserQuery()

  // fetchQuery joins a fetch already in flight instead of starting a second one.
  const refetch = useCallback(
    () => queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }),
    [queryClient],
  )

  const logout = useCallback(async () => {
    await queryClient.cancelQueries({ queryKey: currentUserQueryKey })
    queryClient.setQueryData(currentUserQueryKey, null)
    // Nothing of the previous person's data may stay in memory for the next one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] })
    await logoutOnServer()
  }, [queryClient])

  const exchangeCodeForSessionToken = useCallback(async () => {
    await exchangeCodeForSession()
    await queryClient.invalidateQueries({ queryKey: pinStatusQueryKey })
    await refetch()
  }, [queryClient, refetch])

  const value = useMemo<AuthContextValue>(
    () => ({
      user: userQuery.data ?? null,
      isPending: userQuery.isPending,
      isFetching: userQuery.isFetching,
      refetch,
      logout,
      exchangeCodeForSessionToken,
      redirectToLogin,
    }),
    [userQuery.data, userQuery.isPending, userQuery.isFetching, refetch, logout, exchangeCodeForSessionToken],
  )

  return <AuthContext value={value}>{children}</AuthContext>
}
