/** The keys this area's data is cached under; other areas import them from index.ts. */
export const lostPetsQueryKey = ['lost-pets'] as const
export const alertPreferencesQueryKey = [...lostPetsQueryKey, 'alert-preferences'] as const
/** A report's public page and its sightings, under one key so a new sighting refreshes both. */
export const publicReportQueryKey = (id: number) => [...lostPetsQueryKey, 'public', id] as const
/** A report's possible matches, by side: the owner's lost report or the finder's found report. */
export const petMatchesQueryKey = (side: 'lost' | 'found', id: number) => [...lostPetsQueryKey, 'matches', side, id] as const
/** The conversations about a report, as its owner reads them. */
export const ownerRelayThreadsQueryKey = (id: number) => [...publicReportQueryKey(id), 'messages'] as const
/** A visitor's conversation with a report's owner, by the secret in its link. */
export const visitorRelayThreadQueryKey = (id: number, token: string) => [...publicReportQueryKey(id), 'messages', token] as const
/** The map's points: under the area's key, so whatever refreshes the reports refreshes the map. */
export const lostPetsMapQueryKey = [...lostPetsQueryKey, 'map'] as const
/** Found-pet reports: the list, one report, and its public page. */
export const foundPetsQueryKey = ['found-pets'] as const
export const publicFoundReportQueryKey = (id: number) => [...foundPetsQueryKey, 'public', id] as const
