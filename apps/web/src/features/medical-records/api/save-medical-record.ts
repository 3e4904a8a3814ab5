import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { medicalRecordEndpoints, type MedicalRecord, type medicalRecordInputSchema } from '@petfolk/contract/medical-records'
import { api } from '../../../lib/api.ts'
import { dashboardQueryKey } from '../../dashboard/index.ts'
import { medicalRecordsQueryKey } from '../query-keys.ts'

export type MedicalRecordValues = z.output<typeof medicalRecordInputSchema>

export function createMedicalRecord(petId: number, values: MedicalRecordValues): Promise<MedicalRecord> {
  return api.call(medicalRecordEndpoints.create, { params: { petId }, body: values })
}

export function updateMedicalRecord(petId: number, id: number, values: MedicalRecordValues): Promise<MedicalRecord> {
  return api.call(medicalRecordEndpoints.update, { params: { petId, id }, body: values })
}

export async function deleteMedicalRecord(petId: number, id: number): Promise<void> {
  await api.call(medicalRecordEndpoints.remove, { params: { petId, id } })
}

/** A record's next due date feeds the dashboard's health reminders. */
function invalidate(queryClient: QueryClient, petId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: medicalRecordsQueryKey(petId) }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ])
}

/** Creates a record, or updates `recordId` when given. */
export function useSaveMedicalRecord(petId: number, recordId?: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: MedicalRecordValues) =>
      recordId === undefined ? createMedicalRecord(petId, values) : updateMedicalRecord(petId, recordId, values),
    onSuccess: () => invalidate(queryClient, petId),
  })
}

export function useDeleteMedicalRecord(petId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => deleteMedicalRecord(petId, id),
    onSuccess: () => invalidate(queryClient, petId),
  })
}
