/** The keys this area's data is cached under; other areas import them from index.ts. */
export const lostPetsQueryKey = ['lost-pets'] as const
export const alertPreferencesQueryKey = [...lostPetsQueryKey, 'alert-preferences'] as const
/** A report's public page and its sightings, under one key so a new sighting refreshes both. */
export const publicReportQueryKey = (id: number) => [...lostPetsQueryKey, 'public', id] as const
/** Found-pet reports: the list, one report, and its public page. */
export const foundPetsQueryKey = ['found-pets'] as const
export const publicFoundReportQueryKey = (id: number) => [...foundPetsQueryKey, 'public', id] as const
