import { queryOptions, useQuery } from '@tanstack/react-query'
import { privacyPolicyEndpoints, type PrivacyPolicy } from '@petfolk/contract/settings'
import { api } from '../../../lib/api.ts'
import { privacyPolicyQueryKey } from '../query-keys.ts'

/** When the policy last changed and the configured address for privacy questions. */
export function fetchPrivacyPolicy(signal?: AbortSignal): Promise<PrivacyPolicy> {
  return api.call(privacyPolicyEndpoints.get, { signal })
}

export function privacyPolicyQueryOptions() {
  return queryOptions({ queryKey: privacyPolicyQueryKey, queryFn: ({ signal }) => fetchPrivacyPolicy(signal), staleTime: Infinity })
}

export function usePrivacyPolicy() {
  return useQuery(privacyPolicyQueryOptions())
}
