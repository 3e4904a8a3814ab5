/** The keys this area's data is cached under; other areas import them from index.ts. */
export const healthRecordsQueryKey = ['health-records'] as const
export const shareLinksQueryKey = (petId: number) => [...healthRecordsQueryKey, 'share-links', petId] as const
