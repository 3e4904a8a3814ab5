import { medicalRecordEndpoints, type MedicalRecord } from '@petfolk/contract/medical-records'
import { MAX_PAGE_SIZE } from '@petfolk/contract/pagination'
import { api, type Page } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { medicalRecordsQueryKey } from '../query-keys.ts'

/** One page (of up to 200) of a pet's records, newest first. */
export function fetchMedicalRecordsPage(petId: number, cursor: string | null, signal?: AbortSignal): Promise<Page<MedicalRecord>> {
  return api.page(medicalRecordEndpoints.list, { params: { petId }, cursor, limit: MAX_PAGE_SIZE, signal })
}

/** `data` holds every loaded record; `fetchNextPage` loads older ones. */
export function useMedicalRecords(petId: number) {
  return usePagedList({
    queryKey: medicalRecordsQueryKey(petId),
    fetchPage: (cursor, signal) => fetchMedicalRecordsPage(petId, cursor, signal),
  })
}
