/** What other features may use of pets: one pet of the owner's, fetched and cached as the pets pages do. */
export { fetchPet, petQueryOptions, usePet } from './api/get-pet.ts'
/** Query keys: other areas invalidate this area's data by these names, never by writing the strings again. */
export { petsQueryKey } from './query-keys.ts'
