/** The keys this area's data is cached under; other areas import them from index.ts. */
export const lostPetsQueryKey = ['lost-pets'] as const
export const alertPreferencesQueryKey = [...lostPetsQueryKey, 'alert-preferences'] as const
/** A report's public page and its sightings, under one key so a new sighting refreshes both. */
export const publicReportQueryKey = (id: number) => [...lostPetsQueryKey, 'public', id] as const
/** A report's possible matches, by side: the owner's lost report or the finder's found report. */
export const petMatchesQueryKey = (side: 'lost' | 'found', id: number) => [...lostPetsQueryKey, 'matches', side, id] as const
