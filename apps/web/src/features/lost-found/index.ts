/** What other features may use of lost pets: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { alertPreferencesQueryKey, foundPetsQueryKey, lostPetsQueryKey, petMatchesQueryKey } from './query-keys.ts'
