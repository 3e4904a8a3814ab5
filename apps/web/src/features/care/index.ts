/** What other features may use from pet care; everything else in this folder is its own. */
export { CareTipCard } from './care-tip-card.tsx'
export { ShowcaseEntryCard } from './showcase-entry-card.tsx'
/** Query keys: other areas invalidate this area's data by these names, never by writing the strings again. */
export { careQueryKey } from './query-keys.ts'
