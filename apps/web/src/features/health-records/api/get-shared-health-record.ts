import { queryOptions, useQuery } from '@tanstack/react-query'
import { healthRecordEndpoints, type SharedHealthRecord } from '@petfolk/contract/health-records'
import { api } from '../../../lib/api.ts'
import { healthRecordsQueryKey } from '../query-keys.ts'

/** The record a share link opens, without an account; 404 once expired or revoked. */
export function fetchSharedHealthRecord(token: string, signal?: AbortSignal): Promise<SharedHealthRecord> {
  return api.call(healthRecordEndpoints.shared, { params: { token }, signal })
}

export function sharedHealthRecordQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...healthRecordsQueryKey, 'shared', token],
    queryFn: ({ signal }) => fetchSharedHealthRecord(token, signal),
    // A missing link stays missing; asking again would only repeat the 404.
    retry: false,
  })
}

export function useSharedHealthRecord(token: string) {
  return useQuery(sharedHealthRecordQueryOptions(token))
}
