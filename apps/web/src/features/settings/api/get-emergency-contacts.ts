import { queryOptions, useQuery } from '@tanstack/react-query'
import { emergencyContactEndpoints, type EmergencyContact } from '@petfolk/contract/settings'
import { api } from '../../../lib/api.ts'
import { emergencyContactsQueryKey } from '../query-keys.ts'

/** The owner's own emergency contacts, in the order they were added. */
export function fetchEmergencyContacts(signal?: AbortSignal): Promise<EmergencyContact[]> {
  return api.call(emergencyContactEndpoints.list, { signal })
}

export function emergencyContactsQueryOptions() {
  return queryOptions({ queryKey: emergencyContactsQueryKey, queryFn: ({ signal }) => fetchEmergencyContacts(signal) })
}

export function useEmergencyContacts() {
  return useQuery(emergencyContactsQueryOptions())
}
