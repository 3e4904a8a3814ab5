import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { staffEndpoints, type Role, type StaffMember, type StaffMemberQuery } from '@petfolk/contract/staff'
import { memberHistoryEndpoints } from '@petfolk/contract/staff-member-history'
import { api } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { auditLogQueryKey, staffMemberHistoryQueryKey, staffMemberListQueryKey, staffMemberQueryKey, staffMembersQueryKey, staffOverviewQueryKey } from '../query-keys.ts'

/** Members by name, handle or e-mail, newest first, a page at a time; the previous rows stay while a new search loads. */
export function useStaffMembers(query: StaffMemberQuery) {
  const search: StaffMemberQuery = { q: query.q?.trim() || undefined, role: query.role || undefined }
  return usePagedList<StaffMember>({
    queryKey: staffMemberListQueryKey(search),
    fetchPage: (cursor, signal) => api.page(staffEndpoints.members, { query: search, cursor, signal }),
    staleTime: 0,
    keepPrevious: true,
  })
}

export function useStaffMember(id: number) {
  return useQuery({
    queryKey: staffMemberQueryKey(id),
    queryFn: ({ signal }) => api.call(staffEndpoints.member, { params: { id }, signal }),
    staleTime: 0,
  })
}

/** The member's recent content, the reports about them and staff actions on them. */
export function useMemberHistory(id: number) {
  return useQuery({
    queryKey: staffMemberHistoryQueryKey(id),
    queryFn: ({ signal }) => api.call(memberHistoryEndpoints.get, { params: { id }, signal }),
    staleTime: 0,
  })
}

/** An admin gives a member a role, saying why; the lists, the overview and the audit log are asked again. */
export function useChangeRole(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { role: Role; reason: string }) => api.call(staffEndpoints.changeRole, { params: { id }, body: change }),
    onSuccess: async (member) => {
      queryClient.setQueryData(staffMemberQueryKey(id), member)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffMembersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffOverviewQueryKey }),
      ])
    },
  })
}
