import { staffEndpoints, type AuditEntry, type AuditQuery } from '@petfolk/contract/staff'
import { api } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { auditLogListQueryKey } from '../query-keys.ts'

/** The audit log, newest first, a page at a time (admins). */
export function useAuditLog(query: AuditQuery) {
  const filter: AuditQuery = { action: query.action || undefined, target_kind: query.target_kind || undefined }
  return usePagedList<AuditEntry>({
    queryKey: auditLogListQueryKey(filter),
    fetchPage: (cursor, signal) => api.page(staffEndpoints.auditLog, { query: filter, cursor, signal }),
    staleTime: 0,
    keepPrevious: true,
  })
}
