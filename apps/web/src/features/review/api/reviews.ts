import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  reviewEndpoints,
  type BusinessEditInput,
  type PhotographerEditInput,
  type ReviewItem,
  type ReviewKind,
} from '@petfolk/contract/review'
import { api, type Page } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { staffQueryKey } from '../../staff/index.ts'
import { reviewItemQueryKey, reviewQueueQueryKey } from '../query-keys.ts'

/** One page of what waits for review, oldest first. */
export function fetchReviewQueuePage(cursor: string | null, signal?: AbortSignal): Promise<Page<ReviewItem>> {
  return api.page(reviewEndpoints.list, { query: {}, cursor, signal })
}

export function useReviewQueue() {
  return usePagedList({ queryKey: reviewQueueQueryKey, fetchPage: fetchReviewQueuePage, staleTime: 0 })
}

/** One submission, pending or decided, for a link straight to it. */
export function useReviewItem(kind: ReviewKind, id: number | null) {
  return useQuery({
    queryKey: reviewItemQueryKey(kind, id ?? 0),
    queryFn: ({ signal }): Promise<ReviewItem> =>
      kind === 'business' ? api.call(reviewEndpoints.business, { params: { id: id ?? 0 }, signal }) : api.call(reviewEndpoints.photographer, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    staleTime: 0,
  })
}

export type ReviewAction =
  | { kind: ReviewKind; id: number; action: 'approve' }
  | { kind: ReviewKind; id: number; action: 'reject'; reason: string }
  | { kind: 'business'; id: number; action: 'edit'; values: BusinessEditInput }
  | { kind: 'photographer'; id: number; action: 'edit'; values: PhotographerEditInput }

function send(input: ReviewAction): Promise<ReviewItem> {
  const params = { id: input.id }
  if (input.action === 'edit') {
    return input.kind === 'business'
      ? api.call(reviewEndpoints.editBusiness, { params, body: input.values })
      : api.call(reviewEndpoints.editPhotographer, { params, body: input.values })
  }
  if (input.action === 'approve') {
    return input.kind === 'business' ? api.call(reviewEndpoints.approveBusiness, { params }) : api.call(reviewEndpoints.approvePhotographer, { params })
  }
  const body = { reason: input.reason }
  return input.kind === 'business' ? api.call(reviewEndpoints.rejectBusiness, { params, body }) : api.call(reviewEndpoints.rejectPhotographer, { params, body })
}

/** Edits, approves or rejects a submission; then the queue, the item and the overview's count are read again. */
export function useReviewAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (item) => {
      queryClient.setQueryData(reviewItemQueryKey(item.kind, item.id), item)
      void queryClient.invalidateQueries({ queryKey: staffQueryKey })
    },
  })
}
