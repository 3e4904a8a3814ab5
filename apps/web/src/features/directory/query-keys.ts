/** The keys this area's data is cached under; other areas import them from index.ts. */
export const directoryQueryKey = ['directory'] as const
/** The device position read during this visit; kept in memory only (cleared on sign-out). */
export const userLocationQueryKey = [...directoryQueryKey, 'user-location'] as const
export const sessionLocationQueryKey = [...directoryQueryKey, 'session-location'] as const
