import { queryOptions, useQuery } from '@tanstack/react-query'
import { lostPetEndpoints, type AlertPreferences } from '@petfolk/contract/lost-found/reports'
import { api } from '../../../../lib/api.ts'
import { alertPreferencesQueryKey } from '../../query-keys.ts'

/** The defaults (no ZIPs, 25 miles, e-mail on, every species) until saved once. */
export function fetchAlertPreferences(signal?: AbortSignal): Promise<AlertPreferences> {
  return api.call(lostPetEndpoints.alertPreferences, { signal })
}

export function alertPreferencesQueryOptions() {
  return queryOptions({ queryKey: alertPreferencesQueryKey, queryFn: ({ signal }) => fetchAlertPreferences(signal) })
}

export function useAlertPreferences() {
  return useQuery(alertPreferencesQueryOptions())
}
