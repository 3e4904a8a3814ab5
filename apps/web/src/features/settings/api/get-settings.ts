import { queryOptions, useQuery } from '@tanstack/react-query'
import { settingsEndpoints, type Settings } from '@petfolk/contract/settings'
import { api } from '../../../lib/api.ts'
import { settingsQueryKey } from '../query-keys.ts'

/** The owner's saved notification and privacy settings (the defaults until changed: notifications on, location sharing off). */
export function fetchSettings(signal?: AbortSignal): Promise<Settings> {
  return api.call(settingsEndpoints.get, { signal })
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => fetchSettings(signal) })
}

export function useSettings() {
  return useQuery(settingsQueryOptions())
}
