/** What other features may use from photographers; everything else in this folder is its own. */
export { PhotographerCard } from './photographer-card.tsx'
/** Query keys: other areas invalidate this area's data by these names, never by writing the strings again. */
export { photographersQueryKey } from './query-keys.ts'
