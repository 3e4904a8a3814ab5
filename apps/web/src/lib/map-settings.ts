import { queryOptions, useQuery } from '@tanstack/react-query'
import { mapEndpoints, type MapSettings } from '@petfolk/contract/lost-found/map'
import { api } from './api.ts'

/** Every map in the app draws the same tiles; the server's setting changes only with a restart. */
export function mapSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['map-settings'],
    queryFn: ({ signal }): Promise<MapSettings> => api.call(mapEndpoints.settings, { signal }),
    staleTime: Infinity,
  })
}

/** The tile server and its credit; the map draws its markers without tiles until (or unless) they arrive. */
export function useMapSettings() {
  return useQuery(mapSettingsQueryOptions())
}
