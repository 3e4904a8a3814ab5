/** The keys the staff area's data is cached under; other staff features import them from index.ts. */
export const staffQueryKey = ['staff'] as const
export const staffOverviewQueryKey = [...staffQueryKey, 'overview'] as const
