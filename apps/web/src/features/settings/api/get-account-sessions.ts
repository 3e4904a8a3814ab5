import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountSessionEndpoints, type AccountSession } from '@petfolk/contract/auth'
import { api } from '../../../lib/api.ts'
import { accountSessionsQueryKey } from '../query-keys.ts'

/** Where the member is signed in: their live sessions, most recently used first. */
export function fetchAccountSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return api.call(accountSessionEndpoints.list, { signal })
}

export function accountSessionsQueryOptions() {
  return queryOptions({ queryKey: accountSessionsQueryKey, queryFn: ({ signal }) => fetchAccountSessions(signal) })
}

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions())
}
