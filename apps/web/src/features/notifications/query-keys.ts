/** The keys this area's data is cached under; other areas import them from index.ts. */
export const notificationsQueryKey = ['notifications'] as const
export const notificationsListQueryKey = [...notificationsQueryKey, 'list'] as const
