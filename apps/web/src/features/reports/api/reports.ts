import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { reportEndpoints, type ReportCaseActionInput, type ReportInput } from '@petfolk/contract/reports'
import { api } from '../../../lib/api.ts'
import { staffQueryKey } from '../../staff/index.ts'
import { lockedBoardsQueryKey, reportQueueQueryKey } from '../query-keys.ts'

/** Sends a report to staff; anyone may, visitors included. */
export function useCreateReport() {
  return useMutation({ mutationFn: (body: ReportInput) => api.call(reportEndpoints.create, { body }) })
}

/** Open reports grouped by what they are about (staff). */
export function useReportQueue() {
  return useQuery({
    queryKey: reportQueueQueryKey,
    queryFn: ({ signal }) => api.call(reportEndpoints.queue, { signal }),
    staleTime: 0,
  })
}

/** Settles the open reports about one piece of content; the queue and the overview refresh. */
export function useReportAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ReportCaseActionInput) => api.call(reportEndpoints.act, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  })
}

export type StandingChange = { memberId: number; reason: string } & ({ action: 'suspend'; days: number } | { action: 'ban' | 'restore' })

/** Suspends, bans or restores a member (staff). */
export function useMemberStanding() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: StandingChange) => {
      const params = { id: change.memberId }
      if (change.action === 'suspend') return api.call(reportEndpoints.suspend, { params, body: { days: change.days, reason: change.reason } })
      if (change.action === 'ban') return api.call(reportEndpoints.ban, { params, body: { reason: change.reason } })
      return api.call(reportEndpoints.restore, { params, body: { reason: change.reason } })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  })
}

/** Boards staff locked (staff). */
export function useLockedBoards() {
  return useQuery({
    queryKey: lockedBoardsQueryKey,
    queryFn: ({ signal }) => api.call(reportEndpoints.lockedBoards, { signal }),
    staleTime: 0,
  })
}

/** Unlocks a board (staff); the list refreshes. */
export function useUnlockBoard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ boardId, reason }: { boardId: number; reason: string }) => api.call(reportEndpoints.unlockBoard, { params: { id: boardId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  })
}
