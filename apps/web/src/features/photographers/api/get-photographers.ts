import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { DEFAULT_PHOTOGRAPHER_RADIUS } from '@petfolk/contract/demo'
import { photographerEndpoints, type ListedPhotographer } from '@petfolk/contract/photographers'
import { api } from '../../../lib/api.ts'
import { photographersQueryKey } from '../query-keys.ts'

export interface PhotographerArea {
  /** A 5-digit ZIP, or null for everyone listed. */
  zip: string | null
  radius: number
}

/** Listed photographers; with a ZIP, those within `radius` miles of it, nearest first, with their distance. */
export function fetchPhotographers({ zip, radius }: PhotographerArea, signal?: AbortSignal): Promise<ListedPhotographer[]> {
  // The radius is sent only with a ZIP: without a place to measure from it means nothing.
  return api.call(photographerEndpoints.list, { query: zip ? { zip_code: zip, radius } : {}, signal })
}

export function photographersQueryOptions(area: PhotographerArea) {
  const key = area.zip ? { zip: area.zip, radius: area.radius } : { zip: null, radius: DEFAULT_PHOTOGRAPHER_RADIUS }
  return queryOptions({
    queryKey: [...photographersQueryKey, key],
    queryFn: ({ signal }) => fetchPhotographers(area, signal),
    // A new ZIP or radius keeps the current cards until the new answer arrives (no full-page spinner again).
    placeholderData: keepPreviousData,
  })
}

export function usePhotographers(area: PhotographerArea) {
  return useQuery(photographersQueryOptions(area))
}
