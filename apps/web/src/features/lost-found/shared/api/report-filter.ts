import type { LOST_PET_SPECIES } from '@petfolk/contract/lost-found/reports'

/** The filters the Lost and Found tabs and the map share. */
export interface ReportFilter {
  /** Case-insensitive substring of the name, breed or place. */
  q: string
  species: (typeof LOST_PET_SPECIES)[number] | ''
  /** A substring of the ZIP code. */
  zip: string
}

/** The filter as the server is asked: empty filters are left out of the query. */
export function filterQuery(filter: ReportFilter) {
  return { q: filter.q.trim(), species: filter.species || undefined, zip: filter.zip }
}

/** The filter as part of a query key: the same key for the same question. */
export function filterKey(filter: ReportFilter) {
  return { q: filter.q.trim(), species: filter.species, zip: filter.zip }
}
