import { queryOptions, useQuery } from '@tanstack/react-query'
import { healthRecordEndpoints, type HealthRecord } from '@petfolk/contract/health-records'
import { api } from '../../../lib/api.ts'
import { healthRecordsQueryKey } from '../query-keys.ts'

/** The owner's printable record of one pet: details, medical records and veterinarians. */
export function fetchHealthRecord(petId: number, signal?: AbortSignal): Promise<HealthRecord> {
  return api.call(healthRecordEndpoints.get, { params: { id: petId }, signal })
}

export function healthRecordQueryOptions(petId: number) {
  return queryOptions({ queryKey: [...healthRecordsQueryKey, 'pet', petId], queryFn: ({ signal }) => fetchHealthRecord(petId, signal) })
}

export function useHealthRecord(petId: number | null) {
  return useQuery({ ...healthRecordQueryOptions(petId ?? 0), enabled: petId !== null })
}
