import { veteranStoryEndpoints, type VeteranStory } from '@petfolk/contract/veterans'
import { api, type Page } from '../../../lib/api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { storiesQueryKey } from '../query-keys.ts'

/**
 * One page of stories, featured first, then newest; anonymous ones already read 'Anonymous
 * Veteran'; `reacted` says whether I gave a heart.
 */
export function fetchStoriesPage(cursor: string | null, signal?: AbortSignal): Promise<Page<VeteranStory>> {
  return api.page(veteranStoryEndpoints.list, { cursor, signal })
}

/** `data` holds every loaded story; `fetchNextPage` loads more. */
export function useStories() {
  return usePagedList({ queryKey: storiesQueryKey, fetchPage: fetchStoriesPage })
}
