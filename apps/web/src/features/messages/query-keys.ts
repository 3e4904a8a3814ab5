/** The keys this area's data is cached under; other areas import them from index.ts. */
export const messagesQueryKey = ['messages'] as const
export const messagesListQueryKey = [...messagesQueryKey, 'list'] as const
