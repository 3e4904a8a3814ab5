import { queryOptions, useQuery } from '@tanstack/react-query'
import { veteranStoryEndpoints, type StoryComment } from '@petfolk/contract/veterans'
import { api } from '../../../lib/api.ts'
import { commentsQueryKey } from '../query-keys.ts'

export function fetchComments(storyId: number, signal?: AbortSignal): Promise<StoryComment[]> {
  return api.call(veteranStoryEndpoints.comments, { params: { id: storyId }, signal })
}

export function commentsQueryOptions(storyId: number) {
  return queryOptions({ queryKey: commentsQueryKey(storyId), queryFn: ({ signal }) => fetchComments(storyId, signal) })
}

export function useComments(storyId: number) {
  return useQuery(commentsQueryOptions(storyId))
}
