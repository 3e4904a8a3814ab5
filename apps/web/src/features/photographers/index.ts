/** What other features may use from photographers; everything else in this folder is its own. */
export { PhotographerCard } from './photographer-card.tsx'
