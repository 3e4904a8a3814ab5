/** The keys this area's data is cached under; other areas import them from index.ts. */
export const veteransQueryKey = ['veterans'] as const
export const commentsQueryKey = (storyId: number) => [...veteransQueryKey, 'comments', storyId] as const
export const storiesQueryKey = [...veteransQueryKey, 'stories'] as const
export const verificationQueryKey = [...veteransQueryKey, 'verification'] as const
