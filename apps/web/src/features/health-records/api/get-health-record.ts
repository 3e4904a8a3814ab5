import { queryOptions, useQuery } from '@tanstack/react-query'
import { healthRecordSchema, type HealthRecord } from '@petfolk/contract/health-records'
import { api } from '../../../lib/api.ts'

export const healthRecordsQueryKey = ['health-records'] as const

/** The owner's printable record of one pet: details, medical records and veterinarians. */
export function fetchHealthRecord(petId: number, signal?: AbortSignal): Promise<HealthRecord> {
  return api.get(`/api/pets/${petId}/health-record`, { schema: healthRecordSchema, signal })
}

export function healthRecordQueryOptions(petId: number) {
  return queryOptions({ queryKey: [...healthRecordsQueryKey, 'pet', petId], queryFn: ({ signal }) => fetchHealthRecord(petId, signal) })
}

export function useHealthRecord(petId: number | null) {
  return useQuery({ ...healthRecordQueryOptions(petId ?? 0), enabled: petId !== null })
}
