/** What other features may use from pet care; everything else in this folder is its own. */
export { CareTipCard } from './care-tip-card.tsx'
export { ShowcaseEntryCard } from './showcase-entry-card.tsx'
