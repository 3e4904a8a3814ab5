import { queryOptions, useQuery } from '@tanstack/react-query'
import { directoryEndpoints } from '@petfolk/contract/directory'
import { api } from '../../../lib/api.ts'
import { sessionLocationQueryKey, userLocationQueryKey } from '../query-keys.ts'

export type UserLocation = { latitude: number; longitude: number }

/**
 * The location this person saved, or null: the server keeps one only while Location Sharing is on
 * in Settings (off by default).
 */
export function fetchUserLocation(signal?: AbortSignal): Promise<UserLocation | null> {
  return api.call(directoryEndpoints.userLocation, { signal })
}

export function userLocationQueryOptions() {
  return queryOptions({ queryKey: userLocationQueryKey, queryFn: ({ signal }) => fetchUserLocation(signal) })
}

export function useUserLocation() {
  return useQuery(userLocationQueryOptions())
}

/** The position shared during this visit, whether or not the server kept it. */
export function useSessionLocation(): UserLocation | null {
  const { data } = useQuery({
    queryKey: sessionLocationQueryKey,
    queryFn: (): UserLocation | null => null,
    staleTime: Infinity,
    gcTime: Infinity,
  })
  return data ?? null
}
