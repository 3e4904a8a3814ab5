import { queryOptions, useQuery } from '@tanstack/react-query'
import { lostPetNetworkEndpoints } from '@petfolk/contract/lost-found/reports'
import { api } from '../../../../lib/api.ts'
import { publicReportQueryKey } from '../../query-keys.ts'

export function publicReportQueryOptions(id: number) {
  return queryOptions({
    queryKey: publicReportQueryKey(id),
    queryFn: ({ signal }) => api.call(lostPetNetworkEndpoints.publicReport, { params: { id }, signal }),
  })
}

export function publicSightingsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...publicReportQueryKey(id), 'sightings'],
    queryFn: ({ signal }) => api.call(lostPetNetworkEndpoints.publicSightings, { params: { id }, signal }),
  })
}

/** The report as anyone with its link sees it; nothing is asked for an address without an id. */
export function usePublicReport(id: number | null) {
  return useQuery({ ...publicReportQueryOptions(id ?? 0), enabled: id !== null })
}

export function usePublicSightings(id: number | null) {
  return useQuery({ ...publicSightingsQueryOptions(id ?? 0), enabled: id !== null })
}
