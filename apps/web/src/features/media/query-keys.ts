/** The keys this area's data is cached under; other areas import them from index.ts. */
export const backupsQueryKey = ['media-backups'] as const
/** Device state, not server state; under 'media' so the dashboard's photo count refreshes with it. */
export const galleryQueryKey = ['media', 'gallery'] as const
