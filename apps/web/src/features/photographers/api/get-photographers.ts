import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { DEFAULT_PHOTOGRAPHER_RADIUS, photographerSchema } from '@petfolk/contract/demo'
import { api } from '../../../lib/api.ts'

export const listedPhotographerSchema = photographerSchema.extend({ distance: z.number().optional() })
export type ListedPhotographer = z.infer<typeof listedPhotographerSchema>

export interface PhotographerArea {
  /** A 5-digit ZIP, or null for everyone listed. */
  zip: string | null
  radius: number
}

export const photographersQueryKey = ['photographers'] as const

/** Listed photographers; with a ZIP, those within `radius` miles of it, nearest first, with their distance. */
export function fetchPhotographers({ zip, radius }: PhotographerArea, signal?: AbortSignal): Promise<ListedPhotographer[]> {
  // The radius is sent only with a ZIP (spec).
  const query = zip ? `?${new URLSearchParams({ zip_code: zip, radius: String(radius) })}` : ''
  return api.get(`/api/pet-photographers${query}`, { schema: z.array(listedPhotographerSchema), signal })
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
