import { queryOptions, useQuery } from '@tanstack/react-query'
import { vendorEndpoints, type PartnerAnnouncement } from '@petfolk/contract/vendors'
import { api } from '../../../lib/api.ts'
import { vendorsQueryKey } from '../query-keys.ts'

/** Partner news, pinned first, then newest first (the server's order). */
export function fetchPartnerAnnouncements(signal?: AbortSignal): Promise<PartnerAnnouncement[]> {
  return api.call(vendorEndpoints.announcements, { signal })
}

export function partnerAnnouncementsQueryOptions() {
  return queryOptions({
    queryKey: [...vendorsQueryKey, 'announcements'],
    queryFn: ({ signal }) => fetchPartnerAnnouncements(signal),
    staleTime: 5 * 60_000,
  })
}

export function usePartnerAnnouncements() {
  return useQuery(partnerAnnouncementsQueryOptions())
}
