/** The keys this area's data is cached under; other areas import them from index.ts. */
export const lostPetsQueryKey = ['lost-pets'] as const
export const alertPreferencesQueryKey = [...lostPetsQueryKey, 'alert-preferences'] as const
