/** The keys this area's data is cached under; other areas import them from index.ts. */
/** Everything the dashboard caches; areas whose changes show on it invalidate this. */
export const dashboardQueryKey = ['dashboard'] as const
