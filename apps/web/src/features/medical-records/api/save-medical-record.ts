import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { medicalRecordSchema, type MedicalRecord, type medicalRecordInputSchema } from '@petfolk/contract/medical-records'
import { api } from '../../../lib/api.ts'
import { medicalRecordsQueryKey } from './get-medical-records.ts'

export type MedicalRecordValues = z.output<typeof medicalRecordInputSchema>

export function createMedicalRecord(petId: number, values: MedicalRecordValues): Promise<MedicalRecord> {
  return api.post(`/api/pets/${petId}/medical-records`, values, { schema: medicalRecordSchema })
}

export function updateMedicalRecord(petId: number, id: number, values: MedicalRecordValues): Promise<MedicalRecord> {
  return api.put(`/api/pets/${petId}/medical-records/${id}`, values, { schema: medicalRecordSchema })
}

export async function deleteMedicalRecord(petId: number, id: number): Promise<void> {
  await api.delete(`/api/pets/${petId}/medical-records/${id}`)
}

/** A record's next due date feeds the dashboard's health reminders. */
function invalidate(queryClient: QueryClient, petId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: medicalRecordsQueryKey(petId) }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
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
