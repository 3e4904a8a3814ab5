import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { medicalRecordSchema, type MedicalRecord } from '@petfolk/contract/medical-records'
import { MAX_PAGE_SIZE } from '@petfolk/contract/pagination'
import { api } from '../../../lib/api.ts'

export const medicalRecordsQueryKey = (petId: number) => ['medical-records', petId] as const

/** A pet's records, newest first. */
export function fetchMedicalRecords(petId: number, signal?: AbortSignal): Promise<MedicalRecord[]> {
  return api.get(`/api/pets/${petId}/medical-records?limit=${MAX_PAGE_SIZE}`, { schema: z.array(medicalRecordSchema), signal })
}

export function medicalRecordsQueryOptions(petId: number) {
  return queryOptions({ queryKey: medicalRecordsQueryKey(petId), queryFn: ({ signal }) => fetchMedicalRecords(petId, signal) })
}

export function useMedicalRecords(petId: number) {
  return useQuery(medicalRecordsQueryOptions(petId))
}
