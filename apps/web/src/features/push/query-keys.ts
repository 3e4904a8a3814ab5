/** The keys this area's data is cached under; other areas import them from index.ts. */
export const deviceAlertsQueryKey = ['push', 'device'] as const
