/** The keys this area's data is cached under; other areas import them from index.ts. */
export const boardsQueryKey = ['boards'] as const
export const boardPostsQueryKey = (boardId: number) => [...boardsQueryKey, 'posts', boardId] as const
export const boardStatesQueryKey = [...boardsQueryKey, 'states'] as const
export const repliesQueryKey = (postId: number) => [...boardsQueryKey, 'replies', postId] as const
