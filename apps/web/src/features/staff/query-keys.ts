import type { AuditQuery, StaffMemberQuery } from '@petfolk/contract/staff'

/** The keys the staff area's data is cached under; other staff features import them from index.ts. */
export const staffQueryKey = ['staff'] as const
export const staffOverviewQueryKey = [...staffQueryKey, 'overview'] as const
export const staffMembersQueryKey = [...staffQueryKey, 'members'] as const
export const staffMemberListQueryKey = (query: StaffMemberQuery) => [...staffMembersQueryKey, 'list', query] as const
export const staffMemberQueryKey = (id: number) => [...staffMembersQueryKey, 'one', id] as const
export const auditLogQueryKey = [...staffQueryKey, 'audit-log'] as const
export const auditLogListQueryKey = (query: AuditQuery) => [...auditLogQueryKey, query] as const
export const staffMemberHistoryQueryKey = (id: number) => [...staffMembersQueryKey, 'history', id] as const
