import { queryOptions, useQuery } from '@tanstack/react-query'
import { veteranStoryEndpoints, type StoryComment } from '@petfolk/contract/veterans'
import { api } from '../../../lib/api.ts'
import { veteransQueryKey } from './get-stories.ts'

export function fetchComments(storyId: number, signal?: AbortSignal): Promise<StoryComment[]> {
  return api.call(veteranStoryEndpoints.comments, { params: { id: storyId }, signal })
}

export const commentsQueryKey = (storyId: number) => [...veteransQueryKey, 'comments', storyId] as const

export function commentsQueryOptions(storyId: number) {
  return queryOptions({ queryKey: commentsQueryKey(storyId), queryFn: ({ signal }) => fetchComments(storyId, signal) })
}

export function useComments(storyId: number) {
  return useQuery(commentsQueryOptions(storyId))
}
