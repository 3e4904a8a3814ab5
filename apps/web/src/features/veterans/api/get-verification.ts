import { queryOptions, useQuery } from '@tanstack/react-query'
import { veteranVerificationEndpoints, type VerificationStatus } from '@petfolk/contract/veterans'
import { api } from '../../../lib/api.ts'
import { verificationQueryKey } from '../query-keys.ts'

export function fetchVerification(signal?: AbortSignal): Promise<VerificationStatus> {
  return api.call(veteranVerificationEndpoints.status, { signal })
}

export function verificationQueryOptions() {
  return queryOptions({ queryKey: verificationQueryKey, queryFn: ({ signal }) => fetchVerification(signal) })
}

/** Asked only when someone is signed in: a visitor has no verification to show. */
export function useVerification({ enabled }: { enabled: boolean }) {
  return useQuery({ ...verificationQueryOptions(), enabled })
}
