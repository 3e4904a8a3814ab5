import { useQuery } from '@tanstack/react-query'
import { memberEndpoints } from '@petfolk/contract/members'
import { api } from '../../../lib/api.ts'
import { memberProfileQueryKey } from '../query-keys.ts'

/** A member's profile by handle, as the signed-in member sees it. */
export function useMemberProfile(handle: string) {
  return useQuery({
    queryKey: memberProfileQueryKey(handle),
    queryFn: ({ signal }) => api.call(memberEndpoints.profile, { params: { handle }, signal }),
  })
}
